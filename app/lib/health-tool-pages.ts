/** The health-tool pages: the index lists them and the sitemaps include them. */
export const HEALTH_TOOL_PAGES = [
  { path: "/health-tools/bmi-calculator", title: "BMI calculator", summary: "Body mass index with the cut-offs for Asian adults, and your waist." },
  { path: "/health-tools/calories-required", title: "Calories required", summary: "How many calories a day keep your present weight." },
  { path: "/health-tools/calories-burnt", title: "Calories burnt", summary: "Calories used walking, cycling, yoga, cricket and more, for your weight." },
  { path: "/health-tools/heart-health", title: "Heart health", summary: "Your 10-year risk of a heart attack or stroke, from the WHO chart for South Asia." },
] as const;
