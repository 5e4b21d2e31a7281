/**
 * Every page's loading state: while the next page's data loads, a bar runs under the header and screen
 * readers hear "Loading…". Shown only after a short moment, so fast navigations do not flash it.
 */
import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useChrome } from "~/i18n/I18nProvider";

const SHOW_AFTER_MS = 150;

export function NavigationProgress() {
  const navigation = useNavigation();
  const chrome = useChrome();
  const loading = navigation.state === "loading" && navigation.location?.pathname !== undefined;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(t);
  }, [loading]);
  return (
    <div className="nav-progress" data-active={visible}>
      {visible ? <span className="visually-hidden" role="status">{chrome("loading")}</span> : null}
    </div>
  );
}
