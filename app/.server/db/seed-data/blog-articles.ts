/**
 * Seeded blog articles: the four the home screen's "Read About Your Health" section links to, and enough more
 * for the blog's search and its pages to matter. Original text, written for patients in India; each names the
 * tests and the specialty it relates to. Dates are fixed so the seed is deterministic.
 */
import type { DB } from "../client";

export interface SeedBlogArticle {
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: [name: string, credentials: string];
  reviewer: [name: string, credentials: string];
  duration: number;
  tags: string[];
  relatedTests: string[];
  relatedSpecialties: string[];
  publishedAt: string;
  imageUrl: string | null;
  body: string;
}

const WRITER_ANJALI: [string, string] = ["Anjali Raman", "Health writer, MSc Nutrition"];
const WRITER_KARTHIK: [string, string] = ["Karthik Menon", "Health writer, MPH"];
const DR_IYER: [string, string] = ["Dr. Meera Iyer", "MD (Internal Medicine)"];
const DR_RAO: [string, string] = ["Dr. Suresh Rao", "DM (Endocrinology)"];
const DR_DAS: [string, string] = ["Dr. Priyanka Das", "MD (Pathology)"];
const DR_KHAN: [string, string] = ["Dr. Imran Khan", "MS (Obstetrics & Gynaecology)"];

export const blogArticles: SeedBlogArticle[] = [
  {
    slug: "vitamin-d-deficiency-in-india",
    title: "Vitamin D deficiency in India: why sunshine is not enough",
    summary: "Most Indians test low for vitamin D despite a sunny climate. What the 25-hydroxy vitamin D test measures, who should check it, and how deficiency is corrected safely.",
    category: "Nutrition",
    author: WRITER_ANJALI,
    reviewer: DR_RAO,
    duration: 6,
    tags: ["vitamin d", "bones", "nutrition", "calcium"],
    relatedTests: ["vitamin-d-25-hydroxy", "calcium-serum"],
    relatedSpecialties: ["General Physician", "Endocrinology"],
    publishedAt: "2026-10-02T04:30:00.000Z",
    imageUrl: "/images/widgets/article-vitamin-d.svg",
    body: `Surveys across Indian cities repeatedly find that a large share of adults and children have low vitamin D levels, even though the country gets plenty of sunshine.

## Why levels are low
- **Time indoors:** offices, classrooms and commutes keep skin out of the midday sun, when the skin makes most vitamin D.
- **Skin tone:** more melanin means more sun is needed to make the same amount.
- **Clothing and pollution:** covered skin and hazy air both cut the ultraviolet light that reaches the skin.
- **Diet:** few Indian staple foods are natural sources; oily fish, egg yolk and fortified milk or oil help a little.

## Symptoms
Many people have none. Others notice tiredness, aching bones, muscle weakness or frequent cramps. In children, severe deficiency causes rickets; in adults it contributes to weak bones (osteomalacia and osteoporosis).

## The test
The **25-hydroxy vitamin D** blood test is the one that reflects your stores. No fasting is needed. Commonly used cut-offs are: below 20 ng/mL deficient, 20–29 ng/mL insufficient, and 30 ng/mL or above sufficient.

## Treatment
Your doctor will choose a dose based on your level, age and other conditions, often with a calcium check. Do not take high-dose supplements on your own: too much vitamin D raises blood calcium, which can harm the kidneys. A repeat test after about three months shows whether the dose worked.`,
  },
  {
    slug: "hba1c-explained",
    title: "HbA1c explained: what your three-month sugar number means",
    summary: "HbA1c shows your average blood sugar over the past two to three months. How to read the result, what the diabetes and prediabetes ranges are, and when the test can mislead.",
    category: "Diabetes",
    author: WRITER_KARTHIK,
    reviewer: DR_RAO,
    duration: 5,
    tags: ["diabetes", "hba1c", "blood sugar", "prediabetes"],
    relatedTests: ["hba1c-glycated-haemoglobin", "glucose-fasting", "blood-sugar-fasting-and-pp"],
    relatedSpecialties: ["Diabetology", "Endocrinology"],
    publishedAt: "2026-09-18T04:30:00.000Z",
    imageUrl: "/images/widgets/article-hba1c.svg",
    body: `Glucose in the blood sticks to haemoglobin, the protein inside red blood cells. Red cells live for about 120 days, so the share of haemoglobin carrying glucose — the **HbA1c** — reflects your average sugar over the past two to three months rather than on the morning of the test.

## Reading the result
| HbA1c | What it suggests |
| --- | --- |
| Below 5.7% | Normal |
| 5.7% to 6.4% | Prediabetes: a higher risk of diabetes |
| 6.5% or above | Diabetes (confirmed by a repeat test or another sugar test) |

For many adults already living with diabetes, doctors aim for an HbA1c below 7%, but the target is set individually: older adults and people prone to low sugars may have a higher one.

## Estimated average glucose
The result can be converted to an average sugar level: estimated average glucose (mg/dL) = 28.7 × HbA1c − 46.7. An HbA1c of 7% corresponds to about 154 mg/dL.

## When HbA1c can mislead
Anaemia, recent blood loss or transfusion, pregnancy, kidney disease and some inherited haemoglobin variants common in India can make HbA1c read falsely high or low. Your doctor may then rely on fasting and post-meal sugar tests instead.

## Preparing for the test
No fasting is needed. Most people with diabetes repeat it every three months until stable, then every six months.`,
  },
  {
    slug: "dengue-warning-signs",
    title: "Dengue in the monsoon: signs that need a platelet count",
    summary: "Most dengue fever settles at home, but some patients worsen just as the fever falls. The warning signs to watch for, the tests that help, and what to avoid.",
    category: "Infections",
    author: WRITER_KARTHIK,
    reviewer: DR_IYER,
    duration: 4,
    tags: ["dengue", "fever", "monsoon", "platelets"],
    relatedTests: ["dengue-ns1-antigen", "dengue-antibodies-igg-igm", "complete-blood-count-cbc", "platelet-count"],
    relatedSpecialties: ["General Physician"],
    publishedAt: "2026-08-05T04:30:00.000Z",
    imageUrl: "/images/widgets/article-dengue.svg",
    body: `Dengue is spread by the day-biting *Aedes* mosquito, which breeds in clean stagnant water: coolers, flower pots, tyres and water tanks. Cases rise every monsoon.

## The course of the illness
Dengue usually starts with sudden high fever, headache, pain behind the eyes, body and joint pain and sometimes a rash. The risky period is often **around days 3 to 7, when the fever comes down**: this is when plasma can leak from blood vessels and the platelet count can fall fast.

## Warning signs — see a doctor the same day
- Severe abdominal pain or tenderness
- Vomiting that does not stop
- Bleeding from the gums or nose, blood in vomit or stool
- Restlessness, drowsiness or confusion
- Cold, clammy skin or passing very little urine

## Which tests help
- **NS1 antigen** detects the virus in the first five days of fever.
- **Dengue IgM/IgG antibodies** become positive from about day five.
- **Complete blood count** tracks the platelet count and haematocrit; your doctor may repeat it daily during the critical phase.

## Care at home
Drink plenty of fluids (water, oral rehydration solution, coconut water, soups) and use paracetamol for fever. **Avoid aspirin, ibuprofen and other painkillers of that group**, which increase bleeding risk. Use mosquito nets and repellents so the infection does not spread to others in the house.`,
  },
  {
    slug: "metformin-guide",
    title: "Metformin: how to take it and common side effects",
    summary: "Metformin is the most prescribed medicine for type 2 diabetes. How to take it with fewer stomach upsets, which checks it needs, and when to pause it.",
    category: "Medicines",
    author: WRITER_ANJALI,
    reviewer: DR_RAO,
    duration: 5,
    tags: ["diabetes", "metformin", "medicines", "vitamin b12"],
    relatedTests: ["hba1c-glycated-haemoglobin", "kidney-function-test-kft", "vitamin-b12-cyanocobalamin"],
    relatedSpecialties: ["Diabetology", "General Physician"],
    publishedAt: "2026-07-21T04:30:00.000Z",
    imageUrl: "/images/widgets/article-metformin.svg",
    body: `Metformin lowers blood sugar mainly by reducing the glucose the liver releases and by helping the body respond better to its own insulin. It has been used for decades and is usually the first medicine prescribed for type 2 diabetes.

## Taking it
- Take it **with or right after meals**; this reduces stomach upset.
- Doctors usually start with a low dose and increase it over a few weeks.
- Extended-release tablets are often easier on the stomach.
- Do not stop or change the dose without speaking to your doctor.

## Common side effects
Nausea, loose stools, bloating and a metallic taste are common in the first weeks and usually settle. On its own, metformin rarely causes low blood sugar.

## Checks while on metformin
- **Kidney function** (creatinine and eGFR) before starting and at least once a year: the dose is reduced or the medicine stopped when kidney function is low.
- **Vitamin B12**: long-term use can lower B12 levels; tingling or numbness in the feet should be reported.
- **HbA1c** every three to six months to see how well it works.

## When to pause it
Your doctor may ask you to stop it for a short time before surgery, before a scan that uses iodine contrast dye, or during an illness with vomiting or dehydration. A very rare but serious side effect, lactic acidosis, is more likely in those situations.`,
  },
  {
    slug: "thyroid-function-tests-explained",
    title: "Thyroid function tests: TSH, T3 and T4 in plain words",
    summary: "Why TSH is the first thyroid test, what a high or low value means, and how to prepare if you already take thyroid medicine.",
    category: "Thyroid",
    author: WRITER_ANJALI,
    reviewer: DR_RAO,
    duration: 5,
    tags: ["thyroid", "tsh", "hypothyroidism", "hormones"],
    relatedTests: ["thyroid-profile-total-t3-t4-tsh", "thyroid-profile-free-ft3-ft4-tsh", "tsh-ultrasensitive"],
    relatedSpecialties: ["Endocrinology"],
    publishedAt: "2026-06-30T04:30:00.000Z",
    imageUrl: null,
    body: `The thyroid gland in the neck makes the hormones T4 and T3, which set the pace of the body's metabolism. The pituitary gland controls it with **TSH** (thyroid-stimulating hormone).

## Why TSH comes first
TSH responds to small changes in thyroid hormone, so it is the most sensitive single test:
- **High TSH** usually means an underactive thyroid (hypothyroidism): the pituitary is pushing a slow gland harder.
- **Low TSH** usually means an overactive thyroid (hyperthyroidism).

Free T4 and T3 show how much active hormone is actually circulating. A high TSH with normal free T4 is called subclinical hypothyroidism; whether it needs treatment depends on the level, symptoms, antibodies and plans for pregnancy.

## Symptoms that prompt a test
Tiredness, weight gain, feeling cold, constipation, dry skin and heavy periods suggest an underactive thyroid; palpitations, weight loss, tremor and heat intolerance suggest an overactive one.

## Preparing
No fasting is required. If you take levothyroxine, give the sample before your morning dose, and tell your doctor about biotin supplements, which can disturb some thyroid tests. Retest about six to eight weeks after any dose change.

## Pregnancy
Thyroid needs rise in pregnancy, and targets differ by trimester. Women with thyroid disease should test as soon as pregnancy is confirmed.`,
  },
  {
    slug: "lipid-profile-what-the-numbers-mean",
    title: "Lipid profile: what your cholesterol numbers mean",
    summary: "LDL, HDL and triglycerides each say something different about heart risk. How to read a lipid profile and why South Asians are advised to check early.",
    category: "Heart",
    author: WRITER_KARTHIK,
    reviewer: DR_IYER,
    duration: 6,
    tags: ["cholesterol", "heart", "lipid profile", "ldl"],
    relatedTests: ["lipid-profile", "lipid-profile-advanced"],
    relatedSpecialties: ["Cardiology", "General Physician"],
    publishedAt: "2026-06-12T04:30:00.000Z",
    imageUrl: null,
    body: `A lipid profile measures fats in the blood that influence the build-up of plaque in the arteries.

## The numbers
- **LDL cholesterol** ("bad" cholesterol) carries cholesterol into artery walls. Lower is better; your target depends on your overall risk, and people with diabetes or heart disease are given stricter targets.
- **HDL cholesterol** ("good" cholesterol) carries cholesterol away. Levels below 40 mg/dL in men and 50 mg/dL in women add to risk.
- **Triglycerides** rise with sugar, refined carbohydrates and alcohol. A fasting level of 150 mg/dL or more is considered high.
- **Total cholesterol** and **non-HDL cholesterol** summarise the rest.

## Why South Asians should check early
People of South Asian origin tend to develop heart disease at younger ages, often with low HDL and high triglycerides. Many Indian guidelines suggest a first lipid profile in early adulthood, and sooner with a family history of early heart attacks.

## Preparing
Many labs still ask for 10–12 hours of fasting, with only water, and no alcohol the day before. Your doctor may accept a non-fasting sample for a routine check.

## Lowering risk
Regular activity, less refined flour and sugar, more fibre, no smoking and a healthy weight all help. When medicines such as statins are advised, they are chosen based on your total risk, not on one number.`,
  },
  {
    slug: "anaemia-in-indian-women",
    title: "Anaemia in Indian women: causes, tests and treatment",
    summary: "More than half of Indian women have anaemia. What a haemoglobin result means, why iron deficiency is the usual cause, and which tests find it.",
    category: "Women's Health",
    author: WRITER_ANJALI,
    reviewer: DR_KHAN,
    duration: 5,
    tags: ["anaemia", "iron", "women's health", "haemoglobin"],
    relatedTests: ["complete-blood-count-cbc", "iron-studies", "vitamin-b12-cyanocobalamin"],
    relatedSpecialties: ["Gynaecology", "General Physician"],
    publishedAt: "2026-05-28T04:30:00.000Z",
    imageUrl: null,
    body: `India's National Family Health Survey (NFHS-5, 2019–21) found anaemia in about 57% of women aged 15 to 49.

## What counts as anaemia
The World Health Organization defines anaemia by haemoglobin: below 12 g/dL in non-pregnant women, below 11 g/dL in pregnancy and below 13 g/dL in men.

## Common causes
- **Iron deficiency**, from heavy periods, pregnancies close together and diets low in absorbable iron
- Vitamin B12 or folate deficiency, common in strict vegetarians
- Worm infestations, and inherited conditions such as thalassaemia trait

## Symptoms
Tiredness, breathlessness on climbing stairs, pale skin, hair fall, brittle nails and poor concentration.

## Tests
A **complete blood count** gives the haemoglobin and red-cell size. Small pale cells point to iron deficiency, which **iron studies** (serum iron, ferritin, transferrin saturation) confirm; large cells point to B12 or folate deficiency.

## Treatment
Iron tablets work best on an empty stomach or with vitamin C, and should not be taken with tea, coffee or calcium. Haemoglobin usually rises within a few weeks, but tablets continue for about three months to refill stores. The cause, such as heavy periods, needs treatment too.`,
  },
  {
    slug: "fasting-before-a-blood-test",
    title: "Fasting before a blood test: what you can and cannot do",
    summary: "Which tests need fasting, how long is enough, whether you can drink water or take your medicines, and what people with diabetes should do.",
    category: "Lab Tests",
    author: WRITER_KARTHIK,
    reviewer: DR_DAS,
    duration: 3,
    tags: ["fasting", "lab tests", "blood sugar", "cholesterol"],
    relatedTests: ["glucose-fasting", "lipid-profile", "blood-sugar-fasting-and-pp"],
    relatedSpecialties: ["General Physician"],
    publishedAt: "2026-05-10T04:30:00.000Z",
    imageUrl: null,
    body: `Food changes the levels of sugar and fats in the blood for several hours, so some tests need an empty stomach to be compared with their reference ranges.

## Tests that usually need fasting
- Fasting blood sugar: 8–10 hours
- Lipid profile: often 10–12 hours
- Glucose tolerance test: 10–12 hours, then a timed glucose drink

HbA1c, thyroid tests, vitamin D and a complete blood count usually do not need fasting. Your test's preparation notes say what applies.

## During the fast
- **Plain water is allowed** and helps the sample be drawn easily.
- No tea, coffee, milk, juice, chewing gum or smoking.
- Do not exercise hard just before the test.

## Medicines
Most regular medicines can be taken with water as usual. Ask your doctor first if you take insulin or sugar-lowering tablets: skipping a meal while taking them can cause low sugar. If you feel shaky, sweaty or confused, eat something and reschedule.

## Booking tip
Book an early-morning home collection so that most of the fast is overnight.`,
  },
  {
    slug: "vitamin-b12-deficiency-vegetarians",
    title: "Vitamin B12 deficiency: why vegetarians should test",
    summary: "Vitamin B12 comes almost only from animal foods. Symptoms of deficiency, who is at risk, and how it is tested and treated.",
    category: "Nutrition",
    author: WRITER_ANJALI,
    reviewer: DR_IYER,
    duration: 4,
    tags: ["vitamin b12", "vegetarian", "nutrition", "nerves"],
    relatedTests: ["vitamin-b12-cyanocobalamin", "complete-blood-count-cbc"],
    relatedSpecialties: ["General Physician", "Neurology"],
    publishedAt: "2026-04-22T04:30:00.000Z",
    imageUrl: null,
    body: `Vitamin B12 is needed to make red blood cells and to keep nerves healthy. Plants do not make it: it comes from milk, curd, paneer, eggs, fish and meat.

## Who is at risk
- Vegetarians who take little dairy, and vegans
- Older adults, who absorb it less well
- People on long-term metformin or acid-reducing medicines
- People with stomach or bowel conditions or past stomach surgery

## Symptoms
Tiredness, pale skin, a sore tongue, tingling or numbness in the hands and feet, poor balance and memory problems. Nerve damage can become permanent if deficiency goes untreated for long.

## Tests
A **serum vitamin B12** test measures the level; a complete blood count may show large red blood cells. When the result is borderline, doctors may add further tests.

## Treatment
Depending on the level and the cause, B12 is given as tablets or as injections. Fortified foods and regular dairy help prevent it coming back.`,
  },
  {
    slug: "understanding-your-cbc-report",
    title: "Understanding your complete blood count (CBC) report",
    summary: "A CBC is the most common blood test. What haemoglobin, white cells and platelets tell your doctor, and why one value slightly out of range is often not a concern.",
    category: "Lab Tests",
    author: WRITER_KARTHIK,
    reviewer: DR_DAS,
    duration: 5,
    tags: ["cbc", "lab tests", "platelets", "haemoglobin"],
    relatedTests: ["complete-blood-count-cbc"],
    relatedSpecialties: ["General Physician"],
    publishedAt: "2026-04-03T04:30:00.000Z",
    imageUrl: null,
    body: `A complete blood count counts and sizes the three kinds of cells in your blood.

## Red blood cells
- **Haemoglobin** carries oxygen; low values mean anaemia.
- **MCV** (cell size) helps find the cause: small cells suggest iron deficiency or thalassaemia trait, large cells B12 or folate deficiency.

## White blood cells
The total count and the differential (neutrophils, lymphocytes, eosinophils, monocytes, basophils) help tell infections apart: bacterial infections often raise neutrophils, viral fevers such as dengue may lower the total count, allergies and worms raise eosinophils.

## Platelets
Platelets help blood clot. A typical range is about 150,000 to 410,000 per microlitre. Low counts are seen in dengue and some other infections; very high counts have other causes your doctor will look into.

## Reading the report
Reference ranges differ slightly between labs, ages and sexes. A value just outside the range in an otherwise healthy person is often normal for them; your doctor reads the report with your symptoms and earlier results.`,
  },
  {
    slug: "kidney-function-tests-creatinine-egfr",
    title: "Kidney function tests: creatinine, eGFR and urine albumin",
    summary: "Diabetes and high blood pressure are the main causes of kidney disease in India. Which tests find it early and how often to check.",
    category: "Kidney",
    author: WRITER_KARTHIK,
    reviewer: DR_IYER,
    duration: 5,
    tags: ["kidney", "creatinine", "egfr", "diabetes"],
    relatedTests: ["kidney-function-test-kft", "urine-microalbumin-acr"],
    relatedSpecialties: ["Nephrology"],
    publishedAt: "2026-03-17T04:30:00.000Z",
    imageUrl: null,
    body: `Chronic kidney disease usually causes no symptoms until it is advanced, so it is found by tests.

## The tests
- **Serum creatinine** is a waste product cleared by the kidneys; it rises when they filter less.
- **eGFR** (estimated glomerular filtration rate) is calculated from creatinine, age and sex. Below 60 mL/min/1.73 m² for more than three months indicates chronic kidney disease.
- **Urine albumin-creatinine ratio** finds small amounts of protein leaking into urine, often the earliest sign of kidney damage in diabetes. A ratio of 30 mg/g or more is raised.
- Urea, uric acid and electrolytes complete a kidney function test.

## Who should test
People with diabetes or high blood pressure should check eGFR and urine albumin at least once a year. So should those with a family history of kidney disease, or who take painkillers regularly.

## Protecting your kidneys
Keep blood pressure and sugar on target, avoid regular use of painkillers such as ibuprofen and diclofenac, do not take unprescribed supplements, and drink enough water.`,
  },
  {
    slug: "pcos-blood-tests",
    title: "PCOS: symptoms and the blood tests that help diagnose it",
    summary: "Polycystic ovary syndrome affects many young Indian women. How it is diagnosed, which hormone tests are done and why insulin matters.",
    category: "Women's Health",
    author: WRITER_ANJALI,
    reviewer: DR_KHAN,
    duration: 5,
    tags: ["pcos", "pcod", "women's health", "hormones", "insulin"],
    relatedTests: ["pcod-pcos-panel", "insulin-fasting", "thyroid-profile-total-t3-t4-tsh"],
    relatedSpecialties: ["Gynaecology", "Endocrinology"],
    publishedAt: "2026-02-26T04:30:00.000Z",
    imageUrl: null,
    body: `Polycystic ovary syndrome (PCOS) is a hormonal condition that commonly starts in the teens or twenties.

## Symptoms
Irregular or missed periods, acne, excess facial or body hair, scalp hair thinning, weight gain and difficulty conceiving.

## How it is diagnosed
Doctors widely use the Rotterdam criteria: PCOS is diagnosed when two of these three are present, after other causes are ruled out:
1. Irregular or absent ovulation
2. Signs of raised male hormones, in symptoms or blood tests
3. Polycystic ovaries on ultrasound

## Blood tests
- Testosterone and other androgens
- LH and FSH, usually on day 2–5 of the cycle
- TSH and prolactin, to rule out thyroid and pituitary causes
- Fasting glucose, insulin and a lipid profile, because insulin resistance is common in PCOS

## Living with PCOS
Regular exercise and a modest weight loss, when overweight, can restore regular cycles. Treatment depends on the main concern — periods, skin, or fertility — and is planned with a gynaecologist.`,
  },
  {
    slug: "fever-tests-malaria-typhoid",
    title: "Fever for more than two days? Tests for malaria and typhoid",
    summary: "Which fever tests make sense on which day of illness, and why a Widal test alone is not enough to diagnose typhoid.",
    category: "Infections",
    author: WRITER_KARTHIK,
    reviewer: DR_IYER,
    duration: 4,
    tags: ["fever", "malaria", "typhoid", "monsoon"],
    relatedTests: ["malaria-antigen-rapid", "malaria-parasite-smear", "typhoid-panel", "complete-blood-count-cbc"],
    relatedSpecialties: ["General Physician"],
    publishedAt: "2026-02-09T04:30:00.000Z",
    imageUrl: null,
    body: `Most fevers are viral and settle in a few days. A fever lasting more than two or three days, especially in the monsoon, needs a doctor's review and often tests.

## Malaria
Malaria comes in bouts of fever with chills and sweating. A **rapid antigen test** gives a quick answer; a **blood smear** examined under the microscope confirms the species and how many parasites there are. Treatment depends on the species, so the test comes before medicines.

## Typhoid
Typhoid causes a steadily rising fever, headache, stomach pain and loss of appetite. A **blood culture** in the first week is the most reliable test. The **Widal test** is widely done but can be positive after past infections or vaccination and negative early in the illness, so doctors read it with care.

## Other tests
A complete blood count helps tell infections apart, and dengue tests are added in the season.

## Do not self-medicate
Taking antibiotics before the tests can hide typhoid and encourage resistant bacteria. Take paracetamol for fever, drink fluids, and see a doctor if you have warning signs such as confusion, breathlessness or reduced urine.`,
  },
  {
    slug: "uric-acid-and-gout",
    title: "High uric acid and gout: when to worry",
    summary: "A high uric acid result does not always need medicine. What gout is, what raises uric acid, and when treatment is started.",
    category: "Bone & Joint",
    author: WRITER_ANJALI,
    reviewer: DR_IYER,
    duration: 4,
    tags: ["uric acid", "gout", "joints"],
    relatedTests: ["uric-acid-serum", "kidney-function-test-kft"],
    relatedSpecialties: ["Rheumatology", "General Physician"],
    publishedAt: "2026-01-24T04:30:00.000Z",
    imageUrl: null,
    body: `Uric acid is made when the body breaks down purines, found in our own cells and in foods such as red meat, organ meat and some seafood.

## Gout
When uric acid stays above about 6.8 mg/dL, crystals can form in joints. Gout attacks cause sudden, severe pain, redness and swelling, often in the big toe, commonly starting at night.

## What raises uric acid
Alcohol (especially beer), sugary drinks with fructose, excess weight, kidney disease and some medicines such as certain diuretics.

## A high result without symptoms
Many people with raised uric acid never develop gout. Doctors usually do not start uric-acid-lowering medicine for a high result alone; they look at kidney function and other conditions first.

## Treatment
Attacks are treated with anti-inflammatory medicine prescribed by a doctor. People with repeated attacks, joint damage or kidney stones may need long-term medicine to bring uric acid below 6 mg/dL, with regular blood tests.`,
  },
  {
    slug: "liver-function-test-guide",
    title: "Liver function tests: what ALT, AST and bilirubin show",
    summary: "A guide to the liver function test panel, why fatty liver is now the commonest cause of raised liver enzymes, and when to see a specialist.",
    category: "Liver",
    author: WRITER_KARTHIK,
    reviewer: DR_DAS,
    duration: 5,
    tags: ["liver", "fatty liver", "lft", "lab tests"],
    relatedTests: ["liver-function-test-lft"],
    relatedSpecialties: ["Gastroenterology"],
    publishedAt: "2026-01-08T04:30:00.000Z",
    imageUrl: null,
    body: `A liver function test panel measures several substances that together show how the liver is working.

## The parts
- **ALT and AST**: enzymes released when liver cells are injured.
- **ALP and GGT**: raised when bile flow is blocked; GGT also rises with alcohol.
- **Bilirubin**: a yellow pigment; high levels cause jaundice.
- **Albumin and total protein**: made by the liver; low levels can mean long-standing liver disease or poor nutrition.

## Fatty liver
Fat building up in the liver, linked with excess weight, diabetes and high triglycerides, is now a very common cause of mildly raised ALT in India. It often improves with weight loss and regular exercise.

## Other causes
Alcohol, viral hepatitis (A, B, C, E), some medicines and herbal products, and less common inherited conditions.

## Preparing
Fasting is often advised for 8–12 hours. Tell your doctor about every medicine and supplement you take. Persistently raised results, jaundice, swelling of the abdomen or dark urine need a gastroenterologist's review.`,
  },
  {
    slug: "gestational-diabetes-screening",
    title: "Gestational diabetes: the glucose test every pregnant woman needs",
    summary: "Indian guidelines test every pregnant woman for diabetes. How the single-step 75 g glucose test works, when it is done, and what happens after a positive result.",
    category: "Diabetes",
    author: WRITER_ANJALI,
    reviewer: DR_KHAN,
    duration: 4,
    tags: ["pregnancy", "gestational diabetes", "diabetes", "blood sugar"],
    relatedTests: ["glucose-challenge-test-pregnancy", "glucose-tolerance-test-gtt", "hba1c-glycated-haemoglobin"],
    relatedSpecialties: ["Gynaecology", "Diabetology"],
    publishedAt: "2025-12-15T04:30:00.000Z",
    imageUrl: null,
    body: `Gestational diabetes is high blood sugar first found in pregnancy. Untreated, it raises the risk of a large baby, a difficult delivery and low sugar in the newborn.

## How India tests
India's national guideline (2018) recommends a **single-step test** for every pregnant woman: 75 g of glucose is taken by mouth, fasting or not, and blood sugar is measured two hours later. A value of **140 mg/dL or more** means gestational diabetes.

## When
At the first antenatal visit, and again between 24 and 28 weeks of pregnancy if the first test was normal.

## After a positive result
Most women control sugar with diet changes and walking after meals; some need insulin or other medicine as their doctor decides. Sugar is checked regularly until delivery.

## After delivery
Gestational diabetes usually goes away after birth, but the risk of type 2 diabetes later in life is high. A glucose test about six weeks after delivery, and then regularly, is advised.`,
  },
  {
    slug: "healthy-bmi-for-indians",
    title: "What is a healthy BMI for Indians?",
    summary: "Asians develop diabetes and heart disease at lower body weights, so Indian BMI cut-offs are lower than the international ones. Work out yours and what it means.",
    category: "Fitness",
    author: WRITER_ANJALI,
    reviewer: DR_RAO,
    duration: 4,
    tags: ["bmi", "obesity", "fitness", "waist"],
    relatedTests: ["lipid-profile", "glucose-fasting", "hba1c-glycated-haemoglobin"],
    relatedSpecialties: ["General Physician", "Endocrinology"],
    publishedAt: "2025-11-28T04:30:00.000Z",
    imageUrl: null,
    body: `Body mass index (BMI) is your weight in kilograms divided by the square of your height in metres.

## Why the Indian cut-offs are lower
At the same BMI, South Asians tend to carry more body fat, especially around the abdomen, than Europeans, and develop diabetes and heart disease at lower weights. An expert consultation of the World Health Organization (2004) therefore set lower action points for Asian populations:
- **below 18.5**: underweight
- **18.5 to 22.9**: acceptable risk
- **23 to 27.4**: increased risk
- **27.5 or more**: high risk

The Indian consensus statement on obesity (2008 meeting, published 2009) goes further and calls a BMI of 25 or more obese in Indians.

## Waist size matters too
Fat around the waist is the riskier kind. A waist of **90 cm or more in men and 80 cm or more in women** is considered abdominal obesity in India.

## What to do with your number
BMI is a screening tool, not a diagnosis: muscular people can have a high BMI without excess fat. If your BMI or waist is high, a fasting sugar or HbA1c and a lipid profile are sensible first tests.

Try our [BMI calculator](/health-tools/bmi-calculator).`,
  },
];

export async function seedBlogArticles(db: DB): Promise<void> {
  await db
    .insertInto("blog_articles")
    .values(
      blogArticles.map((a) => ({
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        category: a.category,
        body_markdown: a.body,
        author_name: a.author[0],
        author_credentials: a.author[1],
        reviewer_name: a.reviewer[0],
        reviewer_credentials: a.reviewer[1],
        duration: a.duration,
        tags: JSON.stringify(a.tags),
        related_tests: JSON.stringify(a.relatedTests),
        related_specialties: JSON.stringify(a.relatedSpecialties),
        image_url: a.imageUrl,
        published_at: a.publishedAt,
        updated_at: a.publishedAt,
      })),
    )
    .execute();
}
