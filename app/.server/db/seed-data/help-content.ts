/**
 * Help content: the query (FAQ) pages and the health-topic articles. Written for a home-collection lab
 * service in India; numbers that depend on the catalogue (prices, counts) are not written here: the pages
 * show them from the catalogue.
 */
import { CUSTOMER_CARE_NUMBER } from "~/lib/contact-numbers";

export interface FaqTopic {
  section: "lab-tests-queries" | "health-queries" | "faq";
  /** "" is the section's own page. */
  topic: string;
  title: string;
  entries: [question: string, answer: string][];
}

export const faqTopics: FaqTopic[] = [
  {
    section: "lab-tests-queries",
    topic: "",
    title: "Lab test booking",
    entries: [
      ["How do I book a lab test for home sample collection?", "Search for a test or package, add it to your cart, choose the patients it is for, pick your address and a collection slot, and pay online or by cash on delivery. A trained phlebotomist visits at the chosen time to collect the sample."],
      ["Can I book tests for my family in one order?", "Yes. Add family members as patient profiles and select up to 6 patients in one cart. Each patient can have different tests."],
      ["Which cities do you serve?", "Home collection is available in Hyderabad, Mumbai, New Delhi, Bangalore, Chennai, Kolkata, Pune, Ahmedabad, Jaipur, Lucknow, Visakhapatnam, Kochi, Coimbatore, Nagpur, Indore and Bhubaneswar. Enter your pincode in the location chip at the top of the page to check your area."],
      ["How far in advance can I book?", "Slots open up to 3 days ahead. Orders placed before 12:00 noon can usually get a slot the next morning."],
      ["Do I need a doctor's prescription?", "No prescription is needed for most tests. If you have one, you can upload it and we will add the tests it lists to your cart."],
    ],
  },
  {
    section: "lab-tests-queries",
    topic: "home-sample-collection",
    title: "Home sample collection",
    entries: [
      ["Who collects my sample?", "A trained and verified phlebotomist from an NABL-accredited partner laboratory. You can see their name and contact number, and track them, once they are on the way."],
      ["Is home collection safe?", "Phlebotomists use sealed, single-use needles and tubes, wear gloves and a mask, and carry samples in temperature-controlled boxes to the laboratory."],
      ["Is there a charge for home collection?", "Home collection is free on most orders. A small collection fee may apply to very small orders or to premium early-morning slots; any fee is shown in the cart before you pay."],
      ["Can I reschedule the collection?", "Yes, up to 3 times per order, from the order details page, as long as the phlebotomist has not yet started towards you."],
    ],
  },
  {
    section: "lab-tests-queries",
    topic: "test-preparation",
    title: "Preparing for your test",
    entries: [
      ["Which tests need fasting?", "Fasting blood sugar, lipid profile and most full body checkups need 10-12 hours of fasting. Only water is allowed during the fasting period. Each test page lists its preparation."],
      ["Should I take my regular medicines before the test?", "Usually yes, but thyroid tablets are best taken after the sample is drawn. For blood thinners or diabetes medicines, follow your doctor's advice."],
      ["How should I collect a urine sample?", "Collect a mid-stream sample of the first urine of the morning in the sterile container the phlebotomist gives you, unless the test page says otherwise."],
      ["Can I exercise before the test?", "Avoid strenuous exercise for 24 hours before tests of muscle enzymes, kidney function or lipids: exercise can change their results."],
    ],
  },
  {
    section: "lab-tests-queries",
    topic: "reports",
    title: "Reports",
    entries: [
      ["When will I get my report?", "Most routine reports are ready within 24 hours of collection; specialised tests take 2-4 days. The expected time is shown on each test page."],
      ["How do I download my report?", "Open My Account, then your order, and download the report as a PDF. We also send a link by SMS and e-mail when the report is ready."],
      ["My report shows a value out of range. What should I do?", "A single value outside the reference range is not always a concern. Share the report with your doctor, or book a consultation to have it explained."],
      ["What if my sample is rejected by the laboratory?", "Occasionally a sample is unusable (for example, it clotted). We will arrange a free re-collection, or refund the tests affected if you prefer."],
    ],
  },
  {
    section: "lab-tests-queries",
    topic: "payments-and-refunds",
    title: "Payments and refunds",
    entries: [
      ["Which payment methods are accepted?", "Debit and credit cards, net banking, UPI, wallets, EMI on eligible cards, and cash on delivery where available."],
      ["How do I cancel an order?", "Cancel from the order details page before the phlebotomist starts towards you. Prepaid orders are refunded in full."],
      ["When will I get my refund?", "Refunds go back to the original payment method within 3-5 working days of cancellation. Health credits are returned at once."],
      ["Money was deducted but the booking failed. What now?", "The amount is refunded automatically in 3-5 working days. If it is not, call customer care at " + CUSTOMER_CARE_NUMBER + " with your transaction reference."],
    ],
  },
  {
    section: "health-queries",
    topic: "",
    title: "Health questions",
    entries: [
      ["How often should I get a full body checkup?", "Once a year for adults over 30, or as your doctor advises. People with diabetes, high blood pressure or a family history of heart disease may need some tests more often."],
      ["What does a full body checkup include?", "Usually a complete blood count, blood sugar, lipid profile, liver and kidney function, thyroid profile and urine examination; larger packages add vitamins, iron studies and more."],
      ["Are home-collected samples as accurate as a lab visit?", "Yes. Samples are collected the same way and processed in the same accredited laboratories."],
      ["Can children be tested at home?", "Yes. Our phlebotomists are trained to collect samples from children; tell us the child's age when booking so the right equipment is brought."],
    ],
  },
  {
    section: "health-queries",
    topic: "diabetes",
    title: "Diabetes",
    entries: [
      ["Which test tells me if I have diabetes?", "Fasting blood sugar and HbA1c. A fasting sugar of 126 mg/dL or more, or an HbA1c of 6.5% or more, on two occasions suggests diabetes; your doctor confirms the diagnosis."],
      ["What is HbA1c?", "It shows your average blood sugar over the past 2-3 months, so it needs no fasting and is not affected by one meal."],
      ["How often should a person with diabetes test?", "HbA1c every 3 months, and kidney function, urine microalbumin and lipid profile at least once a year."],
    ],
  },
  {
    section: "health-queries",
    topic: "thyroid",
    title: "Thyroid",
    entries: [
      ["What are the signs of a thyroid problem?", "Tiredness, weight change, feeling cold or hot, hair fall, irregular periods and mood changes can all be signs. A thyroid profile (T3, T4, TSH) checks it."],
      ["Do I need to fast for a thyroid test?", "No fasting is needed, but give the sample at about the same time each time you test, before your thyroid tablet."],
      ["Why is thyroid testing advised in pregnancy?", "Thyroid hormones matter for the baby's brain development; TSH is checked early in pregnancy and treatment adjusted if needed."],
    ],
  },
  {
    section: "health-queries",
    topic: "heart",
    title: "Heart health",
    entries: [
      ["Which blood tests check heart risk?", "A lipid profile (cholesterol, triglycerides, HDL, LDL), blood sugar, hs-CRP and sometimes lipoprotein(a) and homocysteine."],
      ["What is a healthy LDL cholesterol level?", "Below 100 mg/dL for most adults, and lower for people with diabetes or heart disease, as their doctor advises."],
      ["Can I eat before a lipid profile?", "Fast for 10-12 hours, with water only, for the most reliable triglyceride result."],
    ],
  },
  {
    section: "health-queries",
    topic: "vitamins",
    title: "Vitamins and minerals",
    entries: [
      ["Why is vitamin D deficiency so common in India?", "Indoor lifestyles, covering clothes, pollution and darker skin all reduce how much vitamin D the skin makes from sunlight."],
      ["What are the signs of vitamin B12 deficiency?", "Tiredness, tingling in the hands and feet, memory problems and anaemia. Vegetarians and people on metformin are at higher risk."],
      ["Should I take supplements without a test?", "It is better to test first: too much vitamin D or iron can also be harmful."],
    ],
  },
];

/** The site-wide help page, /faq: account, orders, membership and privacy. */
faqTopics.push({
  section: "faq",
  topic: "",
  title: "Frequently asked questions",
  entries: [
    ["How do I sign in?", "Enter your mobile number and the 6-digit code we send by SMS. There is no password to remember. Numbers from outside India can sign in from the international sign-in page."],
    ["Can I manage my family's health in one account?", "Yes. Add family members as patient profiles under My Account; you can book tests and consultations for any of them."],
    ["Where can I see my orders and reports?", "Open My Account. Each order shows its status, the collection slot, the phlebotomist's details once assigned, and the report once it is ready."],
    ["What is the Circle membership?", "Circle members pay member prices on many lab tests and get cashback as health credits. Member prices are shown next to the regular price on each test."],
    ["How do I change the city or pincode?", "Tap the location chip at the top of any page and enter your pincode, or let the browser detect your location. Prices and availability follow the city you choose."],
    ["How is my health data protected?", "Reports and profiles are visible only to your signed-in account. We never sell personal data; analytics are recorded only if you accept them. Read the privacy policy for details."],
    ["How do I reach customer care?", "Call " + CUSTOMER_CARE_NUMBER + " (8 am to 10 pm, every day), or see the contact page for other ways to reach us."],
  ],
});

export interface HealthTopic {
  category: string;
  slug: string;
  title: string;
  summary: string;
  body: { heading: string; paragraphs: string[] }[];
  /** Canonical tags of catalogue items (checked against the catalogue by a unit test). */
  relatedTests: string[];
}

export const healthTopics: HealthTopic[] = [
  {
    category: "diabetes",
    slug: "understanding-hba1c",
    title: "Understanding your HbA1c result",
    summary: "What the HbA1c test measures, what the numbers mean, and how often to repeat it.",
    body: [
      { heading: "What HbA1c measures", paragraphs: ["Sugar in the blood sticks to haemoglobin, the protein in red blood cells. Red cells live about 120 days, so the share of haemoglobin carrying sugar reflects your average blood sugar over the past 2-3 months."] },
      { heading: "Reading the result", paragraphs: ["Below 5.7% is normal. 5.7% to 6.4% is prediabetes: a signal to improve diet and activity. 6.5% or more on two tests suggests diabetes.", "For most people already treated for diabetes, doctors aim for below 7%."] },
      { heading: "How often to test", paragraphs: ["Every 3 months while treatment is being adjusted, then every 6 months once your sugar is stable. No fasting is needed."] },
    ],
    relatedTests: ["hba1c-glycated-haemoglobin", "blood-sugar-fasting-and-pp", "diabetes-care-basic"],
  },
  {
    category: "diabetes",
    slug: "prediabetes",
    title: "Prediabetes: catching it early",
    summary: "Prediabetes has no symptoms, but a simple blood test finds it, and lifestyle changes can reverse it.",
    body: [
      { heading: "Who should be tested", paragraphs: ["Adults over 30 with a family history of diabetes, excess weight around the waist, high blood pressure, or a history of diabetes in pregnancy."] },
      { heading: "What helps", paragraphs: ["Losing 5-7% of body weight, 150 minutes of brisk walking a week, and fewer refined carbohydrates and sugary drinks lower the risk of diabetes by more than half."] },
    ],
    relatedTests: ["prediabetes-check", "glucose-fasting", "insulin-resistance-panel"],
  },
  {
    category: "thyroid",
    slug: "thyroid-profile-explained",
    title: "Thyroid profile explained: T3, T4 and TSH",
    summary: "How the three thyroid results fit together, and what a high or low TSH usually means.",
    body: [
      { heading: "The three numbers", paragraphs: ["T3 and T4 are the hormones the thyroid makes. TSH comes from the pituitary gland and tells the thyroid to work harder or slow down."] },
      { heading: "High or low TSH", paragraphs: ["A high TSH with low T4 usually means an underactive thyroid (hypothyroidism). A low TSH with high T4 or T3 suggests an overactive thyroid.", "A mildly raised TSH with normal T4 is common and is often simply re-tested after 6-8 weeks."] },
    ],
    relatedTests: ["thyroid-profile-total-t3-t4-tsh", "tsh-ultrasensitive", "anti-tpo-antibodies"],
  },
  {
    category: "heart",
    slug: "cholesterol-numbers",
    title: "Your cholesterol numbers",
    summary: "LDL, HDL and triglycerides: what each one means for your heart.",
    body: [
      { heading: "LDL and HDL", paragraphs: ["LDL carries cholesterol into artery walls; lower is better. HDL carries it away; above 40 mg/dL for men and 50 mg/dL for women is protective."] },
      { heading: "Triglycerides", paragraphs: ["Triglycerides rise with sugar, refined carbohydrates and alcohol. Below 150 mg/dL is desirable; fast for 10-12 hours before the test."] },
    ],
    relatedTests: ["lipid-profile", "heart-health-basic", "lipoprotein-a"],
  },
  {
    category: "vitamins",
    slug: "vitamin-d-deficiency",
    title: "Vitamin D deficiency",
    summary: "Why so many people in India are low in vitamin D, and how a blood test guides treatment.",
    body: [
      { heading: "Why it matters", paragraphs: ["Vitamin D helps the body absorb calcium. Low levels cause bone pain, muscle weakness and, over years, weaker bones."] },
      { heading: "Testing and treatment", paragraphs: ["The 25-hydroxy vitamin D test is the standard. Below 20 ng/mL is deficient; your doctor will suggest a dose and re-test after about 3 months."] },
    ],
    relatedTests: ["vitamin-d-25-hydroxy", "calcium-serum", "vitamin-profile-basic"],
  },
  {
    category: "fever",
    slug: "dengue-testing",
    title: "Dengue: which test and when",
    summary: "NS1 antigen in the first days of fever, antibodies later, and a platelet count throughout.",
    body: [
      { heading: "First 5 days of fever", paragraphs: ["The NS1 antigen test finds the virus itself and is most reliable in the first 5 days."] },
      { heading: "After day 5", paragraphs: ["IgM antibodies appear from about day 5. A complete blood count with platelets, repeated as your doctor advises, shows whether the illness is getting more serious."] },
    ],
    relatedTests: ["dengue-ns1-antigen", "dengue-antibodies-igg-igm", "complete-blood-count-cbc"],
  },
];
