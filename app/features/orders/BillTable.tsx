/** An order's stored bill, line by line, as every page prints it (lib/bill-lines). */
import { billLines, type BillFigures } from "~/lib/bill-lines";
import { formatPrice } from "~/lib/price";

const money = (rupees: number) => (rupees < 0 ? `-${formatPrice(-rupees)}` : formatPrice(rupees));

export function BillTable({ bill, paymentType, couponCode }: { bill: BillFigures; paymentType: string; couponCode?: string | null }) {
  const { lines, total } = billLines(bill, paymentType, couponCode);
  return (
    <dl className="order-bill">
      {lines.map((l) => (
        <div key={l.label} className="order-bill-line"><dt>{l.label}</dt><dd>{money(l.amount)}</dd></div>
      ))}
      <div className="order-bill-line order-bill-total"><dt>{total.label}</dt><dd><strong>{money(total.amount)}</strong></dd></div>
    </dl>
  );
}
