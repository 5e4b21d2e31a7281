import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Address as AddressModel } from '../../domain/accounts/addresses';
import type { Patient as PatientModel } from '../../domain/accounts/patients';
import type { PrescriptionRecord as PrescriptionRecordModel } from '../../domain/lab-tests/prescriptions';
import type { MedicalRecord as MedicalRecordModel } from '../../domain/health-records/records';
import type { RecordShare as RecordShareModel } from '../../domain/health-records/sharing';
import type { CaseSheet as CaseSheetModel } from '../../domain/consult/case-sheets';
import type { Appointment as AppointmentModel } from '../../domain/consult/appointments';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  JSON: { input: unknown; output: unknown; }
};

export type ActiveDiagnostic = {
  __typename?: 'ActiveDiagnostic';
  canonicalTag: Scalars['String']['output'];
  category: Scalars['String']['output'];
  itemId: Scalars['Int']['output'];
  itemName: Scalars['String']['output'];
  itemType: Scalars['String']['output'];
};

export type Address = {
  __typename?: 'Address';
  addressLine1: Scalars['String']['output'];
  addressLine2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  cityId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  landmark?: Maybe<Scalars['String']['output']>;
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  pincode: Scalars['String']['output'];
  serviceabilityMessage?: Maybe<Scalars['String']['output']>;
  serviceable: Scalars['Boolean']['output'];
  state: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
};

export type AddressInput = {
  addressLine1: Scalars['String']['input'];
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  landmark?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  pincode: Scalars['String']['input'];
};

/** A lab catalogue item the doctor advised. */
export type AdvisedTest = {
  __typename?: 'AdvisedTest';
  itemId: Scalars['Int']['output'];
  itemName: Scalars['String']['output'];
};

export type BlobUrl = {
  __typename?: 'BlobURL';
  contentType?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['String']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type BookProhealthAppointmentInput = {
  /** The hospital (bookProhealthAppointmentHospital) or clinic (bookProhealthAppointment) */
  hospitalId: Scalars['Int']['input'];
  /** The token of the caller's pre-health-risk assessment, if the booking follows one */
  hraToken?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: Scalars['String']['input'];
  packageId: Scalars['Int']['input'];
  patientId: Scalars['ID']['input'];
  /** ONLINE (through the gateway) or COD (at the centre) */
  paymentType: Scalars['String']['input'];
  slotDateTimeInUTC: Scalars['String']['input'];
};

export type BookRadiologyTestInput = {
  clinicId: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  itemIds: Array<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
  /** ONLINE (through the gateway) or COD (at the centre) */
  paymentType: Scalars['String']['input'];
  /** From uploadFile, when a scan needs a prescription */
  prescriptionFileKey?: InputMaybe<Scalars['String']['input']>;
  slotDateTimeInUTC: Scalars['String']['input'];
};

export type CancelOrderResult = {
  __typename?: 'CancelOrderResult';
  healthCreditsRestored?: Maybe<Scalars['Float']['output']>;
  isDirectCancellation?: Maybe<Scalars['Boolean']['output']>;
  message: Scalars['String']['output'];
  refundAmount?: Maybe<Scalars['Float']['output']>;
  status: Scalars['Boolean']['output'];
};

/** The doctor's case sheet of one appointment; its e-prescription PDF is at prescriptionUrl (owner-only). */
export type CaseSheet = {
  __typename?: 'CaseSheet';
  advice: Scalars['String']['output'];
  appointmentDateTimeInUTC: Scalars['String']['output'];
  appointmentDisplayId: Scalars['String']['output'];
  appointmentId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  diagnosis: Scalars['String']['output'];
  doctorName: Scalars['String']['output'];
  doctorQualification: Scalars['String']['output'];
  followUp: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  medicines: Array<CaseSheetMedicine>;
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  prescriptionUrl: Scalars['String']['output'];
  registrationCouncil: Scalars['String']['output'];
  registrationNumber: Scalars['String']['output'];
  symptoms: Scalars['String']['output'];
  tests: Array<AdvisedTest>;
  updatedAt: Scalars['String']['output'];
};

export type CaseSheetMedicine = {
  __typename?: 'CaseSheetMedicine';
  dose: Scalars['String']['output'];
  duration: Scalars['String']['output'];
  frequency: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CircleMembership = {
  __typename?: 'CircleMembership';
  /** Yes, No or Never */
  circleLabel: Scalars['String']['output'];
  daysLeft?: Maybe<Scalars['Int']['output']>;
  duration?: Maybe<Scalars['Int']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  fee: Scalars['Float']['output'];
  isCircleMember: Scalars['Boolean']['output'];
  /** Rupees saved on lab tests since the membership began, and the fees paid for it */
  savedAmount: Scalars['Float']['output'];
  startDate?: Maybe<Scalars['String']['output']>;
};

/** A plan on sale. Amounts in rupees. */
export type CirclePlan = {
  __typename?: 'CirclePlan';
  durationDays: Scalars['Int']['output'];
  perMonth: Scalars['Float']['output'];
  planId: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  subPlanId: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CirclePurchase = {
  __typename?: 'CirclePurchase';
  displayId: Scalars['String']['output'];
  orderId: Scalars['Int']['output'];
  paymentLinkURL: Scalars['String']['output'];
  paymentOrderId: Scalars['String']['output'];
  purchaseType: Scalars['String']['output'];
};

export type City = {
  __typename?: 'City';
  id: Scalars['Int']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
  stateName: Scalars['String']['output'];
};

export type ConfigurableReportTat = {
  __typename?: 'ConfigurableReportTAT';
  items: Array<DiagnosticReportTat>;
  maxReportTATInMs: Scalars['Float']['output'];
  reportTATMessage: Scalars['String']['output'];
};

/** One appointment of the account; amounts in paise. */
export type ConsultAppointment = {
  __typename?: 'ConsultAppointment';
  appointmentDateTimeInUTC: Scalars['String']['output'];
  canCancel: Scalars['Boolean']['output'];
  consultMode: Scalars['String']['output'];
  consultType?: Maybe<Scalars['String']['output']>;
  discount: Scalars['Int']['output'];
  displayId: Scalars['String']['output'];
  doctorName: Scalars['String']['output'];
  doctorSlug: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  facilityAddress?: Maybe<Scalars['String']['output']>;
  facilityName?: Maybe<Scalars['String']['output']>;
  fee: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isUpcoming: Scalars['Boolean']['output'];
  patientName: Scalars['String']['output'];
  refunded: Scalars['Int']['output'];
  specialtyName: Scalars['String']['output'];
  status: Scalars['String']['output'];
  statusLabel: Scalars['String']['output'];
  toPay: Scalars['Int']['output'];
};

/** One appointment as consult_home's appointments card shows it. */
export type ConsultAppointmentCard = {
  __typename?: 'ConsultAppointmentCard';
  appointmentDateTimeInUTC: Scalars['String']['output'];
  appointmentId: Scalars['ID']['output'];
  /** ONLINE or PHYSICAL */
  consultMode: Scalars['String']['output'];
  displayId: Scalars['String']['output'];
  doctorImageUrl: Scalars['String']['output'];
  doctorName: Scalars['String']['output'];
  hospitalName?: Maybe<Scalars['String']['output']>;
  patientName: Scalars['String']['output'];
  specialty: Scalars['String']['output'];
  /** UPCOMING, RESCHEDULED, COMPLETED or CANCELLED */
  status: Scalars['String']['output'];
};

export type ConsultAppointmentsCard = {
  __typename?: 'ConsultAppointmentsCard';
  appointments: Array<ConsultAppointmentCard>;
};

export type ConsultCancelResult = {
  __typename?: 'ConsultCancelResult';
  appointment?: Maybe<ConsultAppointment>;
  message?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
};

/** A doctor one of the account's patients has consulted; consultFee in rupees (the online fee of a follow-up). */
export type ConsultedDoctor = {
  __typename?: 'ConsultedDoctor';
  consultFee: Scalars['Float']['output'];
  doctorId: Scalars['String']['output'];
  doctorName: Scalars['String']['output'];
  experienceYears: Scalars['Int']['output'];
  imageUrl: Scalars['String']['output'];
  lastConsultedOn: Scalars['String']['output'];
  profileUrl: Scalars['String']['output'];
  specialty: Scalars['String']['output'];
};

export type CorporateBenefit = {
  __typename?: 'CorporateBenefit';
  /** What the card's button says (Know more when the company's benefit names none) */
  ctaText: Scalars['String']['output'];
  description: Scalars['String']['output'];
  iconUrl: Scalars['String']['output'];
  id: Scalars['String']['output'];
  /** The partner bank an offer is from; null for an employer's benefit */
  partnerName?: Maybe<Scalars['String']['output']>;
  redirectUrl: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CorporateBenefits = {
  __typename?: 'CorporateBenefits';
  benefits: Array<CorporateBenefit>;
  companyName?: Maybe<Scalars['String']['output']>;
  isRegistered: Scalars['Boolean']['output'];
  /** The viewer's company, once registered (a patient with this partnerId is a corporate user) */
  partnerId?: Maybe<Scalars['String']['output']>;
};

export type CurrentUser = {
  __typename?: 'CurrentUser';
  accountId: Scalars['Int']['output'];
  countryCode: Scalars['String']['output'];
  isCircleMember: Scalars['Boolean']['output'];
  isCorporate: Scalars['Boolean']['output'];
  isInternational: Scalars['Boolean']['output'];
  mobileNumber: Scalars['String']['output'];
  patients: Array<Patient>;
  roles: Array<Scalars['String']['output']>;
  subscriptions: Array<MembershipSubscription>;
};

export type DeleteAddressResult = {
  __typename?: 'DeleteAddressResult';
  success: Scalars['Boolean']['output'];
};

export type DiagnosticBilledLineItem = {
  __typename?: 'DiagnosticBilledLineItem';
  additionalCircleCashback?: Maybe<DiagnosticCircleCashback>;
  groupPlan: Scalars['String']['output'];
  itemId: Scalars['Int']['output'];
  itemName: Scalars['String']['output'];
  mrp: Scalars['Float']['output'];
  price: Scalars['Float']['output'];
};

export type DiagnosticCart = {
  __typename?: 'DiagnosticCart';
  activePackageOnTdp?: Maybe<Scalars['Int']['output']>;
  /** TESTS, PACKAGES or BOTH; null for an empty cart. */
  cartType?: Maybe<Scalars['String']['output']>;
  couponCode?: Maybe<Scalars['String']['output']>;
  deliveryAddressId?: Maybe<Scalars['Int']['output']>;
  diagnosticsCartItems: Array<DiagnosticCartItem>;
  diagnosticsModifyCartItems: Array<DiagnosticModifyCartItem>;
  itemIds: Array<Scalars['Int']['output']>;
  modifyOrderId?: Maybe<Scalars['Int']['output']>;
  /** account: the signed-in account's stored cart; visitor: the ids the browser sent, with the rules applied. */
  owner: Scalars['String']['output'];
  patientCartItems: Array<DiagnosticPatientCartEntry>;
  selectedPatients: Array<Scalars['Int']['output']>;
  selectedRecommendations: Array<DiagnosticRecommendationUndo>;
  useHealthCredits: Scalars['Boolean']['output'];
};

export type DiagnosticCartAction =
  | 'ADD_ITEM'
  | 'APPLY_RECOMMENDATION'
  | 'CLEAR'
  | 'MERGE'
  | 'REMOVE_ITEM'
  | 'REMOVE_PATIENT'
  | 'RESET_RECOMMENDATIONS'
  | 'SELECT_PATIENTS'
  | 'SET_ADDRESS'
  | 'SET_COUPON'
  | 'SET_HEALTH_CREDITS'
  | 'UNDO_RECOMMENDATION';

/** Cart billing (rupees, exact to the paisa). */
export type DiagnosticCartBilling = {
  __typename?: 'DiagnosticCartBilling';
  additionalCharges: Scalars['Float']['output'];
  bookingFees: Scalars['Float']['output'];
  circleCashback: Scalars['Float']['output'];
  circleMemberDiscount: Scalars['Float']['output'];
  couponCode?: Maybe<Scalars['String']['output']>;
  couponDescription?: Maybe<Scalars['String']['output']>;
  couponDiscount: Scalars['Float']['output'];
  diagPatientLineItems: Array<DiagnosticPatientLineItems>;
  discountOnMrpNew: Scalars['Float']['output'];
  errorMsg?: Maybe<Scalars['String']['output']>;
  healthCreditsAvailable: Scalars['Float']['output'];
  healthCreditsUsed: Scalars['Float']['output'];
  homeCollectionCharges: Scalars['Float']['output'];
  isCircleMember: Scalars['Boolean']['output'];
  isCorporateFlow: Scalars['Boolean']['output'];
  isCouponValid?: Maybe<Scalars['Boolean']['output']>;
  patientCount: Scalars['Int']['output'];
  perPatientToPay?: Maybe<Scalars['Float']['output']>;
  perPatientTotalMrp?: Maybe<Scalars['Float']['output']>;
  subTotal: Scalars['Float']['output'];
  toPay: Scalars['Float']['output'];
  totalMrp: Scalars['Float']['output'];
};

export type DiagnosticCartChange = {
  action: DiagnosticCartAction;
  addressId?: InputMaybe<Scalars['Int']['input']>;
  couponCode?: InputMaybe<Scalars['String']['input']>;
  itemId?: InputMaybe<Scalars['Int']['input']>;
  itemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  packageItemId?: InputMaybe<Scalars['Int']['input']>;
  patientID?: InputMaybe<Scalars['Int']['input']>;
  patientIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** item_page when added from an item page */
  source?: InputMaybe<Scalars['String']['input']>;
  useHealthCredits?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DiagnosticCartItem = {
  __typename?: 'DiagnosticCartItem';
  gender: Scalars['String']['output'];
  inclusions: Array<Scalars['Int']['output']>;
  itemId: Scalars['Int']['output'];
  itemType: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type DiagnosticCartNotice = {
  __typename?: 'DiagnosticCartNotice';
  itemId?: Maybe<Scalars['Int']['output']>;
  kind: Scalars['String']['output'];
  message: Scalars['String']['output'];
  patientID?: Maybe<Scalars['Int']['output']>;
};

export type DiagnosticCartPatientInput = {
  itemIds: Array<Scalars['Int']['input']>;
  patientID: Scalars['Int']['input'];
};

export type DiagnosticCartResult = {
  __typename?: 'DiagnosticCartResult';
  cart: DiagnosticCart;
  notices: Array<DiagnosticCartNotice>;
};

export type DiagnosticCircleCashback = {
  __typename?: 'DiagnosticCircleCashback';
  cashbackAmount: Scalars['Float']['output'];
  cashbackType: Scalars['String']['output'];
  cashbackValue: Scalars['Float']['output'];
  offerDescription: Scalars['String']['output'];
};

export type DiagnosticCouponInput = {
  cartItem?: InputMaybe<Array<DiagnosticCartPatientInput>>;
  cityId?: InputMaybe<Scalars['Int']['input']>;
  couponCode: Scalars['String']['input'];
};

export type DiagnosticCouponResult = {
  __typename?: 'DiagnosticCouponResult';
  couponCode: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
  errorMsg?: Maybe<Scalars['String']['output']>;
  isCouponValid: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['Boolean']['output'];
};

export type DiagnosticCustomizedSlots = {
  __typename?: 'DiagnosticCustomizedSlots';
  additionalSlotCharges: Scalars['Float']['output'];
  areaName?: Maybe<Scalars['String']['output']>;
  cityId?: Maybe<Scalars['Int']['output']>;
  dates: Array<DiagnosticSlotDate>;
  fastingHours?: Maybe<Scalars['Int']['output']>;
  fastingMessage?: Maybe<Scalars['String']['output']>;
  isFasting: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  paidSlotCharges: Scalars['Float']['output'];
  selectedDate?: Maybe<Scalars['String']['output']>;
  slots: Array<DiagnosticSlot>;
  status: Scalars['Boolean']['output'];
  suggestedSlot?: Maybe<DiagnosticSlot>;
};

export type DiagnosticInclusion = {
  __typename?: 'DiagnosticInclusion';
  allObservations: Array<DiagnosticObservation>;
  itemId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DiagnosticItem = {
  __typename?: 'DiagnosticItem';
  allObservations: Array<DiagnosticObservation>;
  canonicalTag: Scalars['String']['output'];
  category?: Maybe<Scalars['String']['output']>;
  collectionType?: Maybe<Scalars['String']['output']>;
  diagnosticPricing: Array<DiagnosticPricing>;
  extraInclusionsCount?: Maybe<Scalars['Int']['output']>;
  fromAgeInDays?: Maybe<Scalars['Int']['output']>;
  gender: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  includedItemIds: Array<Scalars['Int']['output']>;
  inclusions: Array<Scalars['Int']['output']>;
  itemId: Scalars['Int']['output'];
  itemInclusionCount: Scalars['Int']['output'];
  itemInclusionText?: Maybe<Scalars['String']['output']>;
  itemName: Scalars['String']['output'];
  itemRemarks?: Maybe<Scalars['String']['output']>;
  itemTags: Array<DiagnosticItemTag>;
  itemType: Scalars['String']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  productScore?: Maybe<Scalars['Float']['output']>;
  rate?: Maybe<Scalars['Float']['output']>;
  reportTATHours?: Maybe<Scalars['Int']['output']>;
  subCategoryList: Array<Scalars['String']['output']>;
  testDescription?: Maybe<Scalars['String']['output']>;
  testPreparationData?: Maybe<Scalars['String']['output']>;
  toAgeInDays?: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
};

export type DiagnosticItemConflict = {
  __typename?: 'DiagnosticItemConflict';
  itemToKeep: Scalars['Int']['output'];
  itemsWithConflicts: Array<Scalars['Int']['output']>;
  partialParameterConflicts: Array<DiagnosticPartialParameterConflict>;
};

export type DiagnosticItemPricing = {
  __typename?: 'DiagnosticItemPricing';
  diagnosticPricing: Array<DiagnosticPricing>;
  itemId: Scalars['Int']['output'];
};

export type DiagnosticItemRecommendations = {
  __typename?: 'DiagnosticItemRecommendations';
  bookingSource: Scalars['String']['output'];
  itemsData: Array<DiagnosticItem>;
};

export type DiagnosticItemTag = {
  __typename?: 'DiagnosticItemTag';
  background_colour: Scalars['String']['output'];
  display_icon?: Maybe<Scalars['String']['output']>;
  display_text: Scalars['String']['output'];
  text_colour: Scalars['String']['output'];
};

export type DiagnosticJourneyStep = {
  __typename?: 'DiagnosticJourneyStep';
  label: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type DiagnosticListingFilter =
  | 'PACKAGES'
  | 'TESTS'
  | 'TESTS_AND_PACKAGES';

export type DiagnosticModifyCartItem = {
  __typename?: 'DiagnosticModifyCartItem';
  isRemoved: Scalars['Boolean']['output'];
  itemId: Scalars['Int']['output'];
};

export type DiagnosticModifyItemInput = {
  isRemoved: Scalars['Boolean']['input'];
  itemId: Scalars['Int']['input'];
};

export type DiagnosticObservation = {
  __typename?: 'DiagnosticObservation';
  PrintOrder?: Maybe<Scalars['Int']['output']>;
  isHeader?: Maybe<Scalars['String']['output']>;
  mandatoryValue?: Maybe<Scalars['String']['output']>;
  observationName: Scalars['String']['output'];
};

export type DiagnosticOrder = {
  __typename?: 'DiagnosticOrder';
  attributesObj: DiagnosticOrderAttributes;
  canCancelOrReschedule: Scalars['Boolean']['output'];
  collectionCharges: Scalars['Float']['output'];
  couponDiscAmount: Scalars['Float']['output'];
  createdDate: Scalars['String']['output'];
  csatRating?: Maybe<Scalars['Int']['output']>;
  diagnosticDate?: Maybe<Scalars['String']['output']>;
  diagnosticOrderLineItems: Array<DiagnosticOrderLineItem>;
  displayId: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  invoiceURL?: Maybe<Scalars['String']['output']>;
  isRescheduled: Scalars['Boolean']['output'];
  journey?: Maybe<Array<DiagnosticJourneyStep>>;
  labReportURL?: Maybe<Scalars['String']['output']>;
  orderStatus: Scalars['String']['output'];
  /** The label shown for orderStatus (lib/order-labels). */
  orderStatusLabel: Scalars['String']['output'];
  orderType: Scalars['String']['output'];
  parentOrderId: Scalars['Int']['output'];
  patientObj: DiagnosticOrderPatient;
  paymentType: Scalars['String']['output'];
  phleboRating?: Maybe<Scalars['Int']['output']>;
  preBookingId?: Maybe<Scalars['String']['output']>;
  refunds: Array<DiagnosticOrderRefund>;
  rescheduleCount: Scalars['Int']['output'];
  sampleSubmitted: Scalars['Boolean']['output'];
  slotDateTimeInUTC?: Maybe<Scalars['String']['output']>;
  slotDurationInMinutes?: Maybe<Scalars['Int']['output']>;
  totalPrice: Scalars['Float']['output'];
};

export type DiagnosticOrderAttributes = {
  __typename?: 'DiagnosticOrderAttributes';
  expectedReportGenerationTime?: Maybe<Scalars['String']['output']>;
  reportTATMessage: Scalars['String']['output'];
};

export type DiagnosticOrderInclusion = {
  __typename?: 'DiagnosticOrderInclusion';
  itemId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type DiagnosticOrderLineItem = {
  __typename?: 'DiagnosticOrderLineItem';
  inclusions: Array<DiagnosticOrderInclusion>;
  isRemoved: Scalars['Boolean']['output'];
  itemId: Scalars['Int']['output'];
  itemName: Scalars['String']['output'];
  itemType: Scalars['String']['output'];
  mrp: Scalars['Float']['output'];
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  reportTATHours: Scalars['Int']['output'];
};

export type DiagnosticOrderPatient = {
  __typename?: 'DiagnosticOrderPatient';
  firstName: Scalars['String']['output'];
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  relation: Scalars['String']['output'];
  uhid: Scalars['String']['output'];
};

export type DiagnosticOrderRefund = {
  __typename?: 'DiagnosticOrderRefund';
  amountRefunded: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  destination?: Maybe<Scalars['String']['output']>;
  itemIDs: Array<Scalars['Int']['output']>;
  refundMode: Scalars['String']['output'];
  refundType: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type DiagnosticOrdersList = {
  __typename?: 'DiagnosticOrdersList';
  limit: Scalars['Int']['output'];
  ordersCount: Scalars['Int']['output'];
  ordersList: Array<DiagnosticOrder>;
  /** page number, from 1 */
  page: Scalars['Int']['output'];
};

export type DiagnosticPackageCoverage = {
  __typename?: 'DiagnosticPackageCoverage';
  coveredItemIds: Array<Scalars['Int']['output']>;
  packageItemId: Scalars['Int']['output'];
};

export type DiagnosticPackageRecommendations = {
  __typename?: 'DiagnosticPackageRecommendations';
  coverage: Array<DiagnosticPackageCoverage>;
  packageRecommendations: Array<DiagnosticItem>;
};

export type DiagnosticPaidSlotCharge = {
  __typename?: 'DiagnosticPaidSlotCharge';
  charge: Scalars['Float']['output'];
  startTime: Scalars['String']['output'];
};

export type DiagnosticPartialParameterConflict = {
  __typename?: 'DiagnosticPartialParameterConflict';
  itemId: Scalars['Int']['output'];
  parameters: Array<Scalars['String']['output']>;
};

export type DiagnosticPatientCartEntry = {
  __typename?: 'DiagnosticPatientCartEntry';
  itemIds: Array<Scalars['Int']['output']>;
  patientID: Scalars['Int']['output'];
};

export type DiagnosticPatientLineItems = {
  __typename?: 'DiagnosticPatientLineItems';
  gender?: Maybe<Scalars['String']['output']>;
  lineItems: Array<DiagnosticBilledLineItem>;
  patientID: Scalars['Int']['output'];
  totalPrice: Scalars['Float']['output'];
};

export type DiagnosticPatientLineItemsInput = {
  itemIds: Array<Scalars['Int']['input']>;
  patientID: Scalars['Int']['input'];
};

export type DiagnosticPatientOrderStatus = {
  __typename?: 'DiagnosticPatientOrderStatus';
  displayId: Scalars['String']['output'];
  orderID: Scalars['Int']['output'];
  patientID: Scalars['Int']['output'];
  preBookingId?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type DiagnosticPaymentMode =
  | 'COD'
  | 'ONLINE';

export type DiagnosticPricing = {
  __typename?: 'DiagnosticPricing';
  allMrp?: Maybe<Scalars['Float']['output']>;
  allPrice?: Maybe<Scalars['Float']['output']>;
  cashbackText?: Maybe<Scalars['String']['output']>;
  circleDiscPercent?: Maybe<Scalars['Int']['output']>;
  circleMrp?: Maybe<Scalars['Float']['output']>;
  circlePrice?: Maybe<Scalars['Float']['output']>;
  couponCode?: Maybe<Scalars['String']['output']>;
  discountPercentage?: Maybe<Scalars['Int']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  groupPlan: Scalars['String']['output'];
  isCircleDiscountGreater?: Maybe<Scalars['Boolean']['output']>;
  mrp: Scalars['Float']['output'];
  nonCircleDiscPercent?: Maybe<Scalars['Int']['output']>;
  nonCirclePlan?: Maybe<Scalars['String']['output']>;
  price: Scalars['Float']['output'];
  showDiscountPercent: Scalars['Boolean']['output'];
  showSlashedPrice: Scalars['Boolean']['output'];
  startDate?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type DiagnosticRecommendationUndo = {
  __typename?: 'DiagnosticRecommendationUndo';
  packageItemId: Scalars['Int']['output'];
  patientID: Scalars['Int']['output'];
  removedItemIds: Array<Scalars['Int']['output']>;
};

export type DiagnosticReportTat = {
  __typename?: 'DiagnosticReportTAT';
  itemId: Scalars['Int']['output'];
  reportTATInMs: Scalars['Float']['output'];
  reportTATMessage: Scalars['String']['output'];
};

export type DiagnosticServiceability = {
  __typename?: 'DiagnosticServiceability';
  areaName?: Maybe<Scalars['String']['output']>;
  cityID?: Maybe<Scalars['Int']['output']>;
  cityName?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
  stateID?: Maybe<Scalars['Int']['output']>;
  stateName?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
};

export type DiagnosticSettings = {
  __typename?: 'DiagnosticSettings';
  advanceBookingDays: Scalars['Int']['output'];
  cityId: Scalars['Int']['output'];
  paidSlotCharges: Array<DiagnosticPaidSlotCharge>;
  slotByClusterConfig: Scalars['Boolean']['output'];
  slotCapacity: Scalars['Int']['output'];
  slotCutoff: Scalars['String']['output'];
  slotDurationInMinutes: Scalars['Int']['output'];
  slotMinuteUnit: Scalars['Int']['output'];
  weekendDays: Array<Scalars['String']['output']>;
};

export type DiagnosticSlot = {
  __typename?: 'DiagnosticSlot';
  /** false when every place is taken */
  available: Scalars['Boolean']['output'];
  dayLabel: Scalars['String']['output'];
  isMorning: Scalars['Boolean']['output'];
  isPaidSlot: Scalars['Boolean']['output'];
  slotCharges: Scalars['Float']['output'];
  slotDate: Scalars['String']['output'];
  slotDateTimeInUTC: Scalars['String']['output'];
  slotDisplayTime: Scalars['String']['output'];
  slotDurationInMinutes: Scalars['Int']['output'];
  slotInfo: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
};

export type DiagnosticSlotAddressInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  stateCode?: InputMaybe<Scalars['String']['input']>;
  zipcode: Scalars['String']['input'];
};

export type DiagnosticSlotDate = {
  __typename?: 'DiagnosticSlotDate';
  dayLabel: Scalars['String']['output'];
  hasFreeSlot: Scalars['Boolean']['output'];
  slotDate: Scalars['String']['output'];
};

export type DiagnosticSlotInfoInput = {
  slotId: Scalars['Int']['input'];
};

export type DiagnosticSortBy =
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'POPULARITY_ASC'
  | 'POPULARITY_DESC'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'TEST_COUNT_ASC'
  | 'TEST_COUNT_DESC'
  | 'TOP_DEALS_ASC'
  | 'TOP_DEALS_DESC';

export type DiagnosticTrackingEntry = {
  __typename?: 'DiagnosticTrackingEntry';
  itemId?: Maybe<Scalars['Int']['output']>;
  orderStatus: Scalars['String']['output'];
  packageId?: Maybe<Scalars['Int']['output']>;
  statusDate: Scalars['String']['output'];
  statusLabel: Scalars['String']['output'];
  statusMessage?: Maybe<Scalars['String']['output']>;
};

export type DiagnosticTrackingHistory = {
  __typename?: 'DiagnosticTrackingHistory';
  statusHistory: Array<DiagnosticTrackingEntry>;
};

export type DiagnosticValidatedPatientCart = {
  __typename?: 'DiagnosticValidatedPatientCart';
  conflicts: Array<DiagnosticItemConflict>;
  genderInvalidItemIds: Array<Scalars['Int']['output']>;
  patientID: Scalars['Int']['output'];
};

export type DiagnosticWidget = {
  __typename?: 'DiagnosticWidget';
  category: Scalars['String']['output'];
  diagnosticWidgetData: Array<DiagnosticItem>;
  itemIds: Array<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  widgetName: Scalars['String']['output'];
};

export type DiagnosticsListingData = {
  __typename?: 'DiagnosticsListingData';
  includesTestsAndPackages: Scalars['Boolean']['output'];
  itemList: Array<DiagnosticItem>;
  totalCount: Scalars['Int']['output'];
};

export type DoctorClinicPlace = {
  __typename?: 'DoctorClinicPlace';
  cityId: Scalars['Int']['output'];
  facilityId: Scalars['Int']['output'];
  locality: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A doctor as listings and the profile show them; fees in paise. */
export type DoctorSummary = {
  __typename?: 'DoctorSummary';
  bio: Scalars['String']['output'];
  cityId: Scalars['Int']['output'];
  cityName: Scalars['String']['output'];
  clinics: Array<DoctorClinicPlace>;
  distanceKm?: Maybe<Scalars['Float']['output']>;
  experienceYears: Scalars['Int']['output'];
  /** The fee the listing ranks by (online, clinic, or the lower of the two) */
  fee?: Maybe<Scalars['Int']['output']>;
  feeClinic: Scalars['Int']['output'];
  feeClinicCircle?: Maybe<Scalars['Int']['output']>;
  feeOnline: Scalars['Int']['output'];
  feeOnlineCircle?: Maybe<Scalars['Int']['output']>;
  gender: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  languages: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The next free online slot, UTC */
  nextSlotDateTimeInUTC?: Maybe<Scalars['String']['output']>;
  photoUrl: Scalars['String']['output'];
  qualifications: Scalars['String']['output'];
  rating: Scalars['Float']['output'];
  registrationCouncil: Scalars['String']['output'];
  registrationNumber: Scalars['String']['output'];
  reviewCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  specialtyName: Scalars['String']['output'];
  specialtySlug: Scalars['String']['output'];
};

export type DoctorsListing = {
  __typename?: 'DoctorsListing';
  doctors: Array<DoctorSummary>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type DoctorsListingFilter = {
  availableToday?: InputMaybe<Scalars['Boolean']['input']>;
  cityId?: InputMaybe<Scalars['Int']['input']>;
  feeMax?: InputMaybe<Scalars['Int']['input']>;
  /** Rupees, inclusive */
  feeMin?: InputMaybe<Scalars['Int']['input']>;
  /** MALE or FEMALE */
  gender?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  /** online or clinic */
  mode?: InputMaybe<Scalars['String']['input']>;
  specialtySlug?: InputMaybe<Scalars['String']['input']>;
};

export type FrequentlyOrderedItemDetails = {
  __typename?: 'FrequentlyOrderedItemDetails';
  frequentlyOrderedItems: Array<DiagnosticItem>;
  langCode: Scalars['String']['output'];
};

export type HealthCreditsBalance = {
  __typename?: 'HealthCreditsBalance';
  balance: Scalars['Float']['output'];
  /** Health credit redemption up to 50% of the order */
  maxRedemptionPercent: Scalars['Int']['output'];
};

export type HealthRecordFileInput = {
  /** The key uploadFile returned. */
  fileKey: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

export type HealthRecordInput = {
  doctorName?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  files: Array<HealthRecordFileInput>;
  hospitalName?: InputMaybe<Scalars['String']['input']>;
  patientId: Scalars['ID']['input'];
  /** yyyy-MM-dd, not in the future. */
  recordDate: Scalars['String']['input'];
  recordType: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type HealthRecordShare = {
  __typename?: 'HealthRecordShare';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastViewedAt?: Maybe<Scalars['String']['output']>;
  recordId: Scalars['ID']['output'];
  revokedAt?: Maybe<Scalars['String']['output']>;
  sharedWith: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

export type HealthRecordShareLink = {
  __typename?: 'HealthRecordShareLink';
  share: HealthRecordShare;
  /** Shown once: only its hash is kept. */
  url: Scalars['String']['output'];
};

export type HeldSubscription = {
  __typename?: 'HeldSubscription';
  endDate: Scalars['String']['output'];
  fee: Scalars['Float']['output'];
  groupName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  planId: Scalars['String']['output'];
  planTitle: Scalars['String']['output'];
  /** New or Repeat */
  purchaseType: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  /** active, ACTIVE, deferred_active, expired or refunded */
  status: Scalars['String']['output'];
  subPlanId?: Maybe<Scalars['String']['output']>;
};

export type LocationCoordinates = {
  __typename?: 'LocationCoordinates';
  city: Scalars['String']['output'];
  cityId: Scalars['Int']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

/** One health record: an upload ('upload-<n>'), a lab order's report ('order-<n>') or a prescription uploaded for tests ('prescription-<n>'). */
export type MedicalRecord = {
  __typename?: 'MedicalRecord';
  /** yyyy-MM-dd for uploads, the report's instant for lab orders. */
  date: Scalars['String']['output'];
  doctorName?: Maybe<Scalars['String']['output']>;
  /** The type's own fields by name. */
  fields: Scalars['JSON']['output'];
  files: Array<MedicalRecordFile>;
  hospitalName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  orderDisplayId?: Maybe<Scalars['String']['output']>;
  parameters: Array<MedicalRecordParameter>;
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  /** PRESCRIPTION, BILL, HOSPITALIZATION, INSURANCE, VACCINATION, LAB REPORT, UNIDENTIFIED or TEST_REPORT. */
  recordType: Scalars['String']['output'];
  /** UPLOADED, ORDER or CONSULT. */
  source: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type MedicalRecordFile = {
  __typename?: 'MedicalRecordFile';
  bytes?: Maybe<Scalars['Int']['output']>;
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  index: Scalars['Int']['output'];
};

export type MedicalRecordParameter = {
  __typename?: 'MedicalRecordParameter';
  flag?: Maybe<Scalars['String']['output']>;
  parameterName: Scalars['String']['output'];
  rangeHigh?: Maybe<Scalars['Float']['output']>;
  rangeLow?: Maybe<Scalars['Float']['output']>;
  referenceRange: Scalars['String']['output'];
  testName: Scalars['String']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type MembershipSubscription = {
  __typename?: 'MembershipSubscription';
  endDate: Scalars['String']['output'];
  groupName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  planId: Scalars['String']['output'];
  purchaseType: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type ModifyOrderResult = {
  __typename?: 'ModifyOrderResult';
  message: Scalars['String']['output'];
  status: Scalars['Boolean']['output'];
  totalPrice?: Maybe<Scalars['Float']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  addNewPatient: Patient;
  addPatientHealthRecord: MedicalRecord;
  addPatientPrescriptionRecord: PatientPrescription;
  bookProhealthAppointment: ProHealthBooking;
  bookProhealthAppointmentHospital: ProHealthBooking;
  bookRadiologyTest: RadiologyBooking;
  bookRadiologyTestV1: RadiologyBooking;
  /** Inside the cancel window only; what was paid is refunded to where it came from. */
  cancelConsultAppointment: ConsultCancelResult;
  cancelDiagnosticOrdersv2: CancelOrderResult;
  createRefundForSampleRejected: OrderActionResult;
  deleteAddress: DeleteAddressResult;
  /** A link to one file of one's own record (prescriptionId: a prescription uploaded for tests), working for 5 minutes and for this account only. */
  fetchBlobURLWithPRISMData: BlobUrl;
  /** bookingSource: where the recommendation is shown, e.g. frequently booked together. */
  getDiagnosticItemRecommendations: DiagnosticItemRecommendations;
  /**
   * Editor only (bearer CONTENT_EDITOR_TOKEN). The studio's publish path: the same checks, review rule and audit.
   * Under the review rule (the default) the configuration becomes the studio draft, sent for review, and the
   * result says so (success false, version null, one error at "/"); a bad configuration stores nothing.
   * Every API data source is tried first, as a visitor. One that fails refuses the request (an error at each
   * failing source, naming its section; nothing stored) unless publishWithFailingSources is true: the API's
   * answer to the studio's "Publish anyway?".
   */
  publishScreenConfiguration: PublishScreenConfigurationResult;
  /** Full name and a valid Indian mobile number are required; answers with the gateway's checkout link. */
  purchaseCirclePlan: CirclePurchase;
  reorderDiagnosticOrder: ReorderResult;
  rescheduleDiagnosticsOrderv2: RescheduleOrderResult;
  retryPayment: PaymentLink;
  revokeHealthRecordShare: HealthRecordShare;
  saveAddress: Address;
  saveDiagnosticBookHCOrderv2: SaveDiagnosticBookHcOrderResult;
  saveDiagnosticCSATRating: OrderActionResult;
  saveModifyDiagnosticOrderV1: ModifyOrderResult;
  savePhleboFeedback: OrderActionResult;
  setDefaultAddress: Address;
  /** A link for a doctor to one record, working for 1, 7 or 30 days until revoked; every opening is logged. */
  shareHealthRecord: HealthRecordShareLink;
  switchDiagnosticOrderPatientID: OrderActionResult;
  /** Idempotent: the same change twice leaves the cart as once. */
  updateDiagnosticCart: DiagnosticCartResult;
  updatePassportDetails: PassportDetailsResult;
  updatePatient: Patient;
  /** A png, jpg, jpeg or pdf file (fileType), checked by its content; at most what fits the 64 KB request body. Counts in the day's upload limit; a file no prescription names within an hour is deleted. */
  uploadFile: UploadFileResult;
  /** A png, jpg, jpeg or pdf (fileType), checked by its content, for one of the caller's booked orders */
  uploadRadiologyPrescription: RadiologyPrescriptionUpload;
  vaidateDiagnosticCoupon: DiagnosticCouponResult;
  /** Retry of cash on delivery is always disabled: only an order booked as COD is processed, once. */
  wrapperProcessDiagnosticHCOrderCOD: ProcessDiagnosticHcOrderCodResult;
};


export type MutationAddNewPatientArgs = {
  patientInput: PatientProfileInput;
};


export type MutationAddPatientHealthRecordArgs = {
  recordInput: HealthRecordInput;
};


export type MutationAddPatientPrescriptionRecordArgs = {
  prescriptionInput: PrescriptionRecordInput;
};


export type MutationBookProhealthAppointmentArgs = {
  input: BookProhealthAppointmentInput;
};


export type MutationBookProhealthAppointmentHospitalArgs = {
  input: BookProhealthAppointmentInput;
};


export type MutationBookRadiologyTestArgs = {
  input: BookRadiologyTestInput;
};


export type MutationBookRadiologyTestV1Args = {
  input: BookRadiologyTestInput;
};


export type MutationCancelConsultAppointmentArgs = {
  appointmentId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelDiagnosticOrdersv2Args = {
  comment?: InputMaybe<Scalars['String']['input']>;
  diagnosticOrderIds: Array<Scalars['Int']['input']>;
  reason: Scalars['String']['input'];
  source?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateRefundForSampleRejectedArgs = {
  account?: InputMaybe<Scalars['String']['input']>;
  amount: Scalars['Float']['input'];
  bank?: InputMaybe<Scalars['String']['input']>;
  diagnosticOrderId: Scalars['Int']['input'];
  ifsc?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
  upi?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFetchBlobUrlWithPrismDataArgs = {
  fileIndex?: InputMaybe<Scalars['Int']['input']>;
  prescriptionId?: InputMaybe<Scalars['ID']['input']>;
  recordId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationGetDiagnosticItemRecommendationsArgs = {
  bookingSource: Scalars['String']['input'];
  cityId?: InputMaybe<Scalars['Int']['input']>;
  itemIds: Array<Scalars['Int']['input']>;
};


export type MutationPublishScreenConfigurationArgs = {
  configuration: Scalars['JSON']['input'];
  publishWithFailingSources?: InputMaybe<Scalars['Boolean']['input']>;
  screenName: Scalars['String']['input'];
  screenView: Scalars['String']['input'];
};


export type MutationPurchaseCirclePlanArgs = {
  fullName: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  mobileNumber: Scalars['String']['input'];
  subPlanId: Scalars['String']['input'];
};


export type MutationReorderDiagnosticOrderArgs = {
  diagnosticOrderId: Scalars['Int']['input'];
};


export type MutationRescheduleDiagnosticsOrderv2Args = {
  comment?: InputMaybe<Scalars['String']['input']>;
  parentOrderID: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  selectedDate: Scalars['String']['input'];
  slotInfo: DiagnosticSlotInfoInput;
  source?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRetryPaymentArgs = {
  category: Scalars['String']['input'];
  orderId: Scalars['Int']['input'];
};


export type MutationRevokeHealthRecordShareArgs = {
  shareId: Scalars['ID']['input'];
};


export type MutationSaveAddressArgs = {
  addressInput: AddressInput;
};


export type MutationSaveDiagnosticBookHcOrderv2Args = {
  diagnosticOrderInput: SaveBookHomeCollectionOrderInputv2;
};


export type MutationSaveDiagnosticCsatRatingArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['Int']['input'];
  rating: Scalars['Int']['input'];
};


export type MutationSaveModifyDiagnosticOrderV1Args = {
  addItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  diagnosticOrderId: Scalars['Int']['input'];
  diagnosticsModifyCartItems: Array<DiagnosticModifyItemInput>;
};


export type MutationSavePhleboFeedbackArgs = {
  diagnosticOrdersId: Scalars['Int']['input'];
  patientComments?: InputMaybe<Scalars['String']['input']>;
  phleboFeedback?: InputMaybe<Scalars['String']['input']>;
  phleboRating: Scalars['Int']['input'];
};


export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationShareHealthRecordArgs = {
  days: Scalars['Int']['input'];
  recordId: Scalars['ID']['input'];
  sharedWith: Scalars['String']['input'];
};


export type MutationSwitchDiagnosticOrderPatientIdArgs = {
  diagnosticOrderId: Scalars['Int']['input'];
  patientId: Scalars['Int']['input'];
};


export type MutationUpdateDiagnosticCartArgs = {
  change: DiagnosticCartChange;
  cityId?: InputMaybe<Scalars['Int']['input']>;
  visitorItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type MutationUpdatePassportDetailsArgs = {
  passportInput: PassportDetailsInput;
  patientId: Scalars['ID']['input'];
};


export type MutationUpdatePatientArgs = {
  id: Scalars['ID']['input'];
  patientInput: PatientProfileInput;
};


export type MutationUploadFileArgs = {
  base64FileInput: Scalars['String']['input'];
  fileType: Scalars['String']['input'];
};


export type MutationUploadRadiologyPrescriptionArgs = {
  base64FileInput: Scalars['String']['input'];
  fileType: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationVaidateDiagnosticCouponArgs = {
  couponInput: DiagnosticCouponInput;
};


export type MutationWrapperProcessDiagnosticHcOrderCodArgs = {
  parentOrderId: Scalars['Int']['input'];
};

export type OrderActionResult = {
  __typename?: 'OrderActionResult';
  fieldErrors?: Maybe<Scalars['JSON']['output']>;
  message: Scalars['String']['output'];
  status: Scalars['Boolean']['output'];
};

export type OrderPhleboDetails = {
  __typename?: 'OrderPhleboDetails';
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phleboOTP?: Maybe<Scalars['String']['output']>;
  phleboRating?: Maybe<Scalars['Int']['output']>;
  phleboTrackLink?: Maybe<Scalars['String']['output']>;
};

export type OrderPhleboDetailsResult = {
  __typename?: 'OrderPhleboDetailsResult';
  diagnosticOrdersId: Scalars['Int']['output'];
  orderPhleboDetails?: Maybe<OrderPhleboDetails>;
};

export type ParameterTrend = {
  __typename?: 'ParameterTrend';
  parameterName: Scalars['String']['output'];
  points: Array<TrendPoint>;
  rangeHigh?: Maybe<Scalars['Float']['output']>;
  rangeLow?: Maybe<Scalars['Float']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
};

/** An international patient's passport (nationality: ISO 3166-1 alpha-2 code; expiryDate: yyyy-MM-dd). */
export type PassportDetails = {
  __typename?: 'PassportDetails';
  expiryDate: Scalars['String']['output'];
  nationality: Scalars['String']['output'];
  passportNumber: Scalars['String']['output'];
};

export type PassportDetailsInput = {
  expiryDate: Scalars['String']['input'];
  nationality: Scalars['String']['input'];
  passportNumber: Scalars['String']['input'];
};

/** status false with the message to show when the details are refused. */
export type PassportDetailsResult = {
  __typename?: 'PassportDetailsResult';
  message?: Maybe<Scalars['String']['output']>;
  passportDetails?: Maybe<PassportDetails>;
  status: Scalars['Boolean']['output'];
};

export type Patient = {
  __typename?: 'Patient';
  age?: Maybe<Scalars['Int']['output']>;
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  emailAddress?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isConsulted: Scalars['Boolean']['output'];
  /** Missing gender or date of birth: this profile cannot be used to order. */
  isIncomplete: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  mobileNumber: Scalars['String']['output'];
  partnerId?: Maybe<Scalars['String']['output']>;
  photoUrl?: Maybe<Scalars['String']['output']>;
  profileIconBand: Scalars['String']['output'];
  relation: Scalars['String']['output'];
  uhid: Scalars['String']['output'];
};

/** A prescription a patient uploaded, and the lead it made ('Prescription Uploaded' until the lab turns it into an order). */
export type PatientPrescription = {
  __typename?: 'PatientPrescription';
  bytes: Scalars['Int']['output'];
  /** The case sheet of an e-prescription a doctor issued after a consult; null for an uploaded prescription. */
  caseSheet?: Maybe<CaseSheet>;
  consultId?: Maybe<Scalars['String']['output']>;
  contentType: Scalars['String']['output'];
  dateCreated: Scalars['String']['output'];
  doctorName?: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  /** Where the owner downloads the file (fetchBlobURLWithPRISMData gives the same). */
  fileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  leadOrderId?: Maybe<Scalars['ID']['output']>;
  leadOrderStatus?: Maybe<Scalars['String']['output']>;
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
};

export type PatientProfileInput = {
  dateOfBirth: Scalars['String']['input'];
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  gender: Scalars['String']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  relation: Scalars['String']['input'];
};

export type PaymentLink = {
  __typename?: 'PaymentLink';
  paymentLinkExpiry: Scalars['String']['output'];
  paymentLinkURL: Scalars['String']['output'];
  paymentOrderId: Scalars['String']['output'];
};

export type PaymentList = {
  __typename?: 'PaymentList';
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  payments: Array<PaymentListEntry>;
  total: Scalars['Int']['output'];
};

export type PaymentListEntry = {
  __typename?: 'PaymentListEntry';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  healthCreditsUsed: Scalars['Float']['output'];
  orderDisplayId?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['Int']['output'];
  orderKind: Scalars['String']['output'];
  paymentMethod: Scalars['String']['output'];
  paymentOrderId?: Maybe<Scalars['String']['output']>;
  paymentPath?: Maybe<Scalars['String']['output']>;
  paymentStatus: Scalars['String']['output'];
};

/** One order's payment as the patient sees it. Amounts in rupees. */
export type PaymentStatusResult = {
  __typename?: 'PaymentStatusResult';
  amount: Scalars['Float']['output'];
  canRetry: Scalars['Boolean']['output'];
  category: Scalars['String']['output'];
  /** ORDER_ID_EXPIRED when the payment link ran out unpaid */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** FAILED, ABORTED or PENDING when not a success */
  failureType?: Maybe<Scalars['String']['output']>;
  healthCreditsUsed: Scalars['Float']['output'];
  message?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['Int']['output'];
  /** The words of the link to orderSucceededPath: View booking, View appointment, View membership */
  orderSucceededLabel: Scalars['String']['output'];
  orderSucceededPath?: Maybe<Scalars['String']['output']>;
  paymentLinkExpiry?: Maybe<Scalars['String']['output']>;
  paymentLinkMessage?: Maybe<Scalars['String']['output']>;
  paymentLinkURL?: Maybe<Scalars['String']['output']>;
  paymentMethod: Scalars['String']['output'];
  paymentOrderId?: Maybe<Scalars['String']['output']>;
  /** success, failed, pending, aborted, unknown, refund or cod */
  paymentStatus: Scalars['String']['output'];
  pollIntervalMs: Scalars['Int']['output'];
};

export type PhleboChargeDetailsInput = {
  billAmount: Scalars['Float']['input'];
  cityId?: InputMaybe<Scalars['Int']['input']>;
};

export type PhleboCharges = {
  __typename?: 'PhleboCharges';
  charges: Scalars['Float']['output'];
  /** Bill from which collection is free, if any */
  freeCollectionFrom?: Maybe<Scalars['Float']['output']>;
};

export type PopularCategory = {
  __typename?: 'PopularCategory';
  iconUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type PreHraLink = {
  __typename?: 'PreHraLink';
  link: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type PrescriptionRecordInput = {
  consultId?: InputMaybe<Scalars['String']['input']>;
  doctorName?: InputMaybe<Scalars['String']['input']>;
  fileKey: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  patientId: Scalars['ID']['input'];
};

export type PreviouslyConsultedDoctors = {
  __typename?: 'PreviouslyConsultedDoctors';
  doctors: Array<ConsultedDoctor>;
};

export type PrismMedicalRecordsV3 = {
  __typename?: 'PrismMedicalRecordsV3';
  errorCode?: Maybe<Scalars['Int']['output']>;
  errorMsg?: Maybe<Scalars['String']['output']>;
  errorType?: Maybe<Scalars['String']['output']>;
  response: Array<MedicalRecord>;
};

export type ProHealthAppointment = {
  __typename?: 'ProHealthAppointment';
  appointmentEndDateTimeUTC: Scalars['String']['output'];
  appointmentStartDateTimeUTC: Scalars['String']['output'];
  bookingSource: Scalars['String']['output'];
  canCancel: Scalars['Boolean']['output'];
  displayId: Scalars['String']['output'];
  /** The no-food note of a fasting package */
  fastingNote?: Maybe<Scalars['String']['output']>;
  hasReport: Scalars['Boolean']['output'];
  hospital: ProHealthAppointmentHospital;
  id: Scalars['ID']['output'];
  package: ProHealthAppointmentPackage;
  patientName?: Maybe<Scalars['String']['output']>;
  paymentType: Scalars['String']['output'];
  /** Rupees */
  price: Scalars['Float']['output'];
  shortHraLink?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  statusLabel: Scalars['String']['output'];
};

export type ProHealthAppointmentHospital = {
  __typename?: 'ProHealthAppointmentHospital';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  unitName: Scalars['String']['output'];
  unitType: Scalars['String']['output'];
};

export type ProHealthAppointmentPackage = {
  __typename?: 'ProHealthAppointmentPackage';
  id: Scalars['Int']['output'];
  packageName: Scalars['String']['output'];
  slug?: Maybe<Scalars['String']['output']>;
};

export type ProHealthBooking = {
  __typename?: 'ProHealthBooking';
  appointmentEndDateTimeUTC: Scalars['String']['output'];
  appointmentStartDateTimeUTC: Scalars['String']['output'];
  displayId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  paymentLinkURL?: Maybe<Scalars['String']['output']>;
  paymentOrderId?: Maybe<Scalars['String']['output']>;
  /** Rupees */
  price: Scalars['Float']['output'];
  /** A gender mismatch warns; the booking goes ahead */
  warnings: Array<Scalars['String']['output']>;
};

export type ProHealthCategory = {
  __typename?: 'ProHealthCategory';
  benefits: Array<Scalars['String']['output']>;
  disclaimer: Scalars['String']['output'];
  displayOrder: Scalars['Int']['output'];
  /** ALL, MALE or FEMALE (the spec's spelling) */
  genderRecomended: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  image: Scalars['String']['output'];
  inclusionsCount: Scalars['Int']['output'];
  minimumAgeInYears: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  packages: Array<ProHealthPackage>;
  slug: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
};

export type ProHealthCity = {
  __typename?: 'ProHealthCity';
  hospitalCount: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type ProHealthFaq = {
  __typename?: 'ProHealthFAQ';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type ProHealthHospital = {
  __typename?: 'ProHealthHospital';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  cityId: Scalars['Int']['output'];
  /** km from the given location (haversine, earth radius 6371 km) */
  distance?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  slug: Scalars['String']['output'];
  unitName: Scalars['String']['output'];
  /** HOSPITAL or CLINIC */
  unitType: Scalars['String']['output'];
};

export type ProHealthHospitalPackageDetails = {
  __typename?: 'ProHealthHospitalPackageDetails';
  hospital: ProHealthHospital;
  packages: Array<ProHealthPackage>;
};

export type ProHealthPackage = {
  __typename?: 'ProHealthPackage';
  categoryId: Scalars['Int']['output'];
  /** Rupees: the Circle member price, where lower than price (what a member pays); null when there is none */
  circlePrice?: Maybe<Scalars['Float']['output']>;
  description: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  faqs: Array<ProHealthFaq>;
  fasting: Scalars['Boolean']['output'];
  fastingHours: Scalars['Int']['output'];
  gender: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  inclusions: Array<Scalars['String']['output']>;
  isBookable: Scalars['Boolean']['output'];
  isClinicPackage: Scalars['Boolean']['output'];
  packageName: Scalars['String']['output'];
  /** Rupees, all-in */
  price: Scalars['Float']['output'];
  serviceId: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type ProHealthSlot = {
  __typename?: 'ProHealthSlot';
  available: Scalars['Boolean']['output'];
  dayLabel: Scalars['String']['output'];
  slotDate: Scalars['String']['output'];
  /** UTC start */
  slotDateTimeInUTC: Scalars['String']['output'];
  slotDisplayTime: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
};

export type ProcessDiagnosticHcOrderCodResult = {
  __typename?: 'ProcessDiagnosticHCOrderCODResult';
  message?: Maybe<Scalars['String']['output']>;
  orderStatus?: Maybe<Scalars['String']['output']>;
  patientsObjWithOrderIDs: Array<DiagnosticPatientOrderStatus>;
  status: Scalars['Boolean']['output'];
};

/**
 * errors: why nothing was published (each at its JSON path). warnings: data sources that failed when tried, when
 * the caller sent publishWithFailingSources: true (published, or sent for review, all the same).
 */
export type PublishScreenConfigurationResult = {
  __typename?: 'PublishScreenConfigurationResult';
  errors: Array<SchemaError>;
  success: Scalars['Boolean']['output'];
  version?: Maybe<Scalars['Int']['output']>;
  warnings: Array<SchemaError>;
};

export type Query = {
  __typename?: 'Query';
  GetDiagnosticOrderDetails: DiagnosticOrder;
  _health: Scalars['Boolean']['output'];
  /** Null while the doctor has not written it. */
  caseSheet?: Maybe<CaseSheet>;
  /** A record (recordId) or a family member's whole history (patientId) as a FHIR R4 Bundle. */
  exportHealthRecordsFHIR: Scalars['JSON']['output'];
  findDiagnosticSettings: DiagnosticSettings;
  findDiagnosticsByItemIDsAndCityID: Array<DiagnosticItem>;
  findDiagnosticsWidgetsPricing: Array<DiagnosticItemPricing>;
  getActiveDiagnosticsByCityID: Array<ActiveDiagnostic>;
  getAddressById?: Maybe<Address>;
  /** The caller's address book, default first. */
  getAddresses: Array<Address>;
  getAllProhealthAppointments: Array<ProHealthAppointment>;
  getAllProhealthOrdersByOrderIdOrDisplayId: ProHealthAppointment;
  getCircleMembership: CircleMembership;
  getCirclePlans: Array<CirclePlan>;
  getConfigurableReportTAT: ConfigurableReportTat;
  getConsultAppointment: ConsultAppointment;
  getConsultAppointments: ConsultAppointmentsCard;
  getContentfulScreenConfiguration: ScreenConfigurationResponse;
  getCorporateBenefits: CorporateBenefits;
  /** The signed-in account with its roles; UNAUTHENTICATED for a visitor. */
  getCurrentUser: CurrentUser;
  getCustomizedSlotsv2: DiagnosticCustomizedSlots;
  getDiagnosticCart: DiagnosticCart;
  getDiagnosticCartDetailsV1: DiagnosticCartBilling;
  getDiagnosticCities: Array<City>;
  getDiagnosticInclusionsByItemId: Array<DiagnosticInclusion>;
  /** Empty until the account has orders. */
  getDiagnosticItemRecommendationsByPastOrders: Array<DiagnosticItem>;
  /** Orders of the caller, newest first. offset is the page number from 1 (the orders page asks offset 1, limit 10). */
  getDiagnosticOrdersListByMobile: DiagnosticOrdersList;
  getDiagnosticOrdersListByParentOrderID: Array<DiagnosticOrder>;
  getDiagnosticPackageRecommendationsBulk: DiagnosticPackageRecommendations;
  getDiagnosticServiceability: DiagnosticServiceability;
  getDiagnosticsByItemIdAndCanonicalTag?: Maybe<DiagnosticItem>;
  getDiagnosticsListingData: DiagnosticsListingData;
  getDiagnosticsReportTAT: Array<DiagnosticReportTat>;
  getDoctorDetailsBySlug: DoctorSummary;
  /** The spec's sorts: distance, availability, price_ascending, price_descending, experience, relevance (default), recommendation_rating */
  getDoctorsListing: DoctorsListing;
  getFrequentlyOrderedItemDetails: FrequentlyOrderedItemDetails;
  getHCOrderFormattedTrackingHistory: DiagnosticTrackingHistory;
  getHealthCreditsBalance: HealthCreditsBalance;
  getHealthRecordShares: Array<HealthRecordShare>;
  getLocationCoordinates: LocationCoordinates;
  getMyPayments: PaymentList;
  getOrderPhleboDetailsBulk: Array<OrderPhleboDetailsResult>;
  getPassportDetails?: Maybe<PassportDetails>;
  getPatientById?: Maybe<Patient>;
  getPatientLabParameterTrends: Array<ParameterTrend>;
  getPatientPrescriptions: Array<PatientPrescription>;
  /** The medical-records query (version 3): one family member's records of the given types (all when none), newest first. */
  getPatientPrismMedicalRecords_V3: PrismMedicalRecordsV3;
  /** The caller's primary profile and family profiles. */
  getPatientsByAccount: Array<Patient>;
  /** category: the kind of order, as in /payments/{category}/{orderId} (diagnostics) */
  getPaymentStatus: PaymentStatusResult;
  getPhleboChargesV2: PhleboCharges;
  getPopularCategories: Array<PopularCategory>;
  getPreHraLinkByMobileNumber: PreHraLink;
  getPreviouslyConsultedDoctors: PreviouslyConsultedDoctors;
  getProHealthCities: Array<ProHealthCity>;
  getProHealthHospitalByCategoryAndCity: Array<ProHealthHospital>;
  getProHealthHospitalPackageDetails: ProHealthHospitalPackageDetails;
  getProHealthPackageBySlug: ProHealthPackage;
  getProHealthPackageCategoriesByCity: Array<ProHealthCategory>;
  /** India dates with a free slot (for the package, if given) */
  getProhealthClinicDates: Array<Scalars['String']['output']>;
  /** A clinic's slots, as getProhealthHospitalSlots */
  getProhealthClinicSlots: Array<ProHealthSlot>;
  /** A hospital's slots, one India date (yyyy-MM-dd) if given; for a package (packageId), only the slots it may be booked in (a fasting package's are in the morning) */
  getProhealthHospitalSlots: Array<ProHealthSlot>;
  getRadiologyCitiesByCategory: Array<RadiologyCity>;
  getRadiologyClinicsByCategoryAndCity: Array<RadiologyClinic>;
  getRadiologyDepartments: Array<RadiologyDepartment>;
  getRadiologyHospitalsClinics: Array<RadiologyClinic>;
  getRadiologyItemDetails: RadiologyItem;
  getRadiologyItemsByClinicIdAndCategory: Array<RadiologyItem>;
  getRadiologyLocations: Array<RadiologyCity>;
  getRadiologyServiceability: RadiologyServiceability;
  getRecentlyOrderedItemDetails: RecentlyOrderedItems;
  getRescheduleAndCancellationReasons: RescheduleAndCancellationReasons;
  /** Free slots to move a booked visit to. */
  getRescheduleSlots: Array<RescheduleSlot>;
  getSubscriptionsOfUser: Array<HeldSubscription>;
  getUpcomingSlotInfo: UpcomingSlotInfo;
  getWidgets: Array<DiagnosticWidget>;
  searchDiagnosticItem: SearchDiagnosticItemResult;
  validatePatientCart: ValidatePatientCartResult;
  validateReorderFlow: ReorderValidation;
};


export type QueryGetDiagnosticOrderDetailsArgs = {
  diagnosticOrderId: Scalars['Int']['input'];
};


export type QueryCaseSheetArgs = {
  appointmentId: Scalars['ID']['input'];
};


export type QueryExportHealthRecordsFhirArgs = {
  patientId?: InputMaybe<Scalars['ID']['input']>;
  recordId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFindDiagnosticSettingsArgs = {
  cityId: Scalars['Int']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  slotByClusterConfig?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryFindDiagnosticsByItemIDsAndCityIdArgs = {
  cityID?: InputMaybe<Scalars['Int']['input']>;
  itemIDs: Array<Scalars['Int']['input']>;
};


export type QueryFindDiagnosticsWidgetsPricingArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  itemIds: Array<Scalars['Int']['input']>;
};


export type QueryGetActiveDiagnosticsByCityIdArgs = {
  cityID: Scalars['Int']['input'];
};


export type QueryGetAddressByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetAllProhealthOrdersByOrderIdOrDisplayIdArgs = {
  displayId?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetConfigurableReportTatArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  itemIds: Array<Scalars['Int']['input']>;
};


export type QueryGetConsultAppointmentArgs = {
  appointmentId: Scalars['ID']['input'];
};


export type QueryGetContentfulScreenConfigurationArgs = {
  screenName: Scalars['String']['input'];
  screenView: Scalars['String']['input'];
  segmentType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetCustomizedSlotsv2Args = {
  address: DiagnosticSlotAddressInput;
  billAmount: Scalars['Float']['input'];
  patientsObjWithLineItems: Array<DiagnosticPatientLineItemsInput>;
  selectedDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetDiagnosticCartArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  visitorItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type QueryGetDiagnosticCartDetailsV1Args = {
  cartItem?: InputMaybe<Array<DiagnosticCartPatientInput>>;
  cityId?: InputMaybe<Scalars['Int']['input']>;
  couponCode?: InputMaybe<Scalars['String']['input']>;
  healthCreditsUsed?: InputMaybe<Scalars['Float']['input']>;
  isCircle?: InputMaybe<Scalars['Boolean']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  pincode?: InputMaybe<Scalars['String']['input']>;
  slot?: InputMaybe<Scalars['String']['input']>;
  visitorItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type QueryGetDiagnosticInclusionsByItemIdArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  itemId: Scalars['Int']['input'];
};


export type QueryGetDiagnosticItemRecommendationsByPastOrdersArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetDiagnosticOrdersListByMobileArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  paginated?: InputMaybe<Scalars['Boolean']['input']>;
  patientId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetDiagnosticOrdersListByParentOrderIdArgs = {
  parentOrderID: Scalars['Int']['input'];
};


export type QueryGetDiagnosticPackageRecommendationsBulkArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  groupPlan?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  recommendationInputItems: Array<RecommendationInputItem>;
};


export type QueryGetDiagnosticServiceabilityArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  postalCode: Scalars['String']['input'];
  stateCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetDiagnosticsByItemIdAndCanonicalTagArgs = {
  canonicalTag?: InputMaybe<Scalars['String']['input']>;
  cityId?: InputMaybe<Scalars['Int']['input']>;
  itemId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetDiagnosticsListingDataArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  cityId?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<DiagnosticListingFilter>;
  itemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<DiagnosticSortBy>;
};


export type QueryGetDiagnosticsReportTatArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  itemIds: Array<Scalars['Int']['input']>;
};


export type QueryGetDoctorDetailsBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryGetDoctorsListingArgs = {
  filter?: InputMaybe<DoctorsListingFilter>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetFrequentlyOrderedItemDetailsArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  langCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetHcOrderFormattedTrackingHistoryArgs = {
  diagnosticOrderID: Scalars['Int']['input'];
};


export type QueryGetHealthRecordSharesArgs = {
  recordId: Scalars['ID']['input'];
};


export type QueryGetLocationCoordinatesArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  pincode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetMyPaymentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetOrderPhleboDetailsBulkArgs = {
  diagnosticOrdersIds: Array<Scalars['Int']['input']>;
};


export type QueryGetPassportDetailsArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryGetPatientByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPatientLabParameterTrendsArgs = {
  patientId: Scalars['ID']['input'];
};


export type QueryGetPatientPrescriptionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  patientId: Scalars['ID']['input'];
};


export type QueryGetPatientPrismMedicalRecords_V3Args = {
  patientId: Scalars['ID']['input'];
  records?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryGetPaymentStatusArgs = {
  category: Scalars['String']['input'];
  orderId: Scalars['Int']['input'];
};


export type QueryGetPhleboChargesV2Args = {
  chargeDetailsInput: PhleboChargeDetailsInput;
};


export type QueryGetPopularCategoriesArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPreHraLinkByMobileNumberArgs = {
  mobileNumber: Scalars['String']['input'];
};


export type QueryGetProHealthHospitalByCategoryAndCityArgs = {
  categoryId: Scalars['Int']['input'];
  cityId: Scalars['Int']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};


export type QueryGetProHealthHospitalPackageDetailsArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  hospitalId: Scalars['Int']['input'];
};


export type QueryGetProHealthPackageBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryGetProHealthPackageCategoriesByCityArgs = {
  cityId: Scalars['Int']['input'];
};


export type QueryGetProhealthClinicDatesArgs = {
  clinicId: Scalars['Int']['input'];
  packageId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetProhealthClinicSlotsArgs = {
  clinicId: Scalars['Int']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
  packageId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetProhealthHospitalSlotsArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  hospitalId: Scalars['Int']['input'];
  packageId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetRadiologyCitiesByCategoryArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetRadiologyClinicsByCategoryAndCityArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  cityId: Scalars['Int']['input'];
  itemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};


export type QueryGetRadiologyHospitalsClinicsArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetRadiologyItemDetailsArgs = {
  itemId: Scalars['Int']['input'];
};


export type QueryGetRadiologyItemsByClinicIdAndCategoryArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  clinicId: Scalars['Int']['input'];
};


export type QueryGetRadiologyServiceabilityArgs = {
  cityId: Scalars['Int']['input'];
  itemIds: Array<Scalars['Int']['input']>;
};


export type QueryGetRecentlyOrderedItemDetailsArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  mobileNumber?: InputMaybe<Scalars['String']['input']>;
  patientId?: InputMaybe<Scalars['Int']['input']>;
  pincode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetRescheduleAndCancellationReasonsArgs = {
  appointmentDateTimeInUTC?: InputMaybe<Scalars['String']['input']>;
  isCorporateFlow?: InputMaybe<Scalars['Boolean']['input']>;
  isModifyDisable?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetRescheduleSlotsArgs = {
  parentOrderID: Scalars['Int']['input'];
};


export type QueryGetUpcomingSlotInfoArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  serviceability: ServiceabilityIdsInput;
  zipcode: Scalars['String']['input'];
};


export type QueryGetWidgetsArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  widgetNames: Array<Scalars['String']['input']>;
};


export type QuerySearchDiagnosticItemArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  includeRadiology?: InputMaybe<Scalars['Boolean']['input']>;
  itemType?: InputMaybe<Scalars['String']['input']>;
  keyword: Scalars['String']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryValidatePatientCartArgs = {
  cityId?: InputMaybe<Scalars['Int']['input']>;
  patientsObjWithLineItems?: InputMaybe<Array<DiagnosticCartPatientInput>>;
};


export type QueryValidateReorderFlowArgs = {
  diagnosticOrderId: Scalars['Int']['input'];
};

export type RadiologyBooking = {
  __typename?: 'RadiologyBooking';
  displayId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  paymentLinkURL?: Maybe<Scalars['String']['output']>;
  paymentOrderId?: Maybe<Scalars['String']['output']>;
  slotDate: Scalars['String']['output'];
  slotTime: Scalars['String']['output'];
  /** Rupees */
  totalAmount: Scalars['Float']['output'];
};

export type RadiologyCity = {
  __typename?: 'RadiologyCity';
  clinicCount: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
};

export type RadiologyClinic = {
  __typename?: 'RadiologyClinic';
  address: Scalars['String']['output'];
  categories: Array<Scalars['String']['output']>;
  cityId: Scalars['Int']['output'];
  /** km from the patient's location, when given (haversine, earth radius 6371 km) */
  distance?: Maybe<Scalars['Float']['output']>;
  /** UTC start of the earliest slot with a free place */
  earliestSlot?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** All-in rupees for the scans asked about (itemIds): scans + registration fee, at a signed-in Circle member's prices where lower */
  price?: Maybe<Scalars['Float']['output']>;
  registrationFee: Scalars['Float']['output'];
};

export type RadiologyDepartment = {
  __typename?: 'RadiologyDepartment';
  itemCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type RadiologyFaq = {
  __typename?: 'RadiologyFAQ';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type RadiologyItem = {
  __typename?: 'RadiologyItem';
  FAQs: Array<RadiologyFaq>;
  categories: Array<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Booked only with a doctor's prescription */
  needsPrescription: Scalars['Boolean']['output'];
  preparation: Scalars['String']['output'];
  /** Rupees, before the clinic's registration fee */
  price: Scalars['Float']['output'];
  radiologyItemID: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** Rupees: the lowest all-in price */
  startingPrice: Scalars['Float']['output'];
};

export type RadiologyPrescriptionUpload = {
  __typename?: 'RadiologyPrescriptionUpload';
  message?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
};

export type RadiologyServiceability = {
  __typename?: 'RadiologyServiceability';
  clinicCount: Scalars['Int']['output'];
  message?: Maybe<Scalars['String']['output']>;
  serviceable: Scalars['Boolean']['output'];
};

export type RecentlyOrderedItems = {
  __typename?: 'RecentlyOrderedItems';
  frequentlyOrderedItems: Array<DiagnosticItem>;
  recentlyOrderedItems: Array<DiagnosticItem>;
};

export type RecommendationInputItem = {
  itemId: Scalars['Int']['input'];
  itemType?: InputMaybe<Scalars['String']['input']>;
};

export type ReorderMessage = {
  __typename?: 'ReorderMessage';
  itemId?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
};

export type ReorderResult = {
  __typename?: 'ReorderResult';
  itemIds: Array<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
  status: Scalars['Boolean']['output'];
  validation?: Maybe<ReorderValidation>;
};

export type ReorderValidation = {
  __typename?: 'ReorderValidation';
  addressActive: Scalars['Boolean']['output'];
  addressServiceable: Scalars['Boolean']['output'];
  displayMessages: Array<ReorderMessage>;
  inactiveItemIds: Array<Scalars['Int']['output']>;
  patientActive: Scalars['Boolean']['output'];
};

export type RescheduleAndCancellationReasons = {
  __typename?: 'RescheduleAndCancellationReasons';
  cancellationReasons: Array<Scalars['String']['output']>;
  rescheduleReasons: Array<Scalars['String']['output']>;
};

export type RescheduleOrderResult = {
  __typename?: 'RescheduleOrderResult';
  message: Scalars['String']['output'];
  rescheduleCount?: Maybe<Scalars['Int']['output']>;
  status: Scalars['Boolean']['output'];
};

export type RescheduleSlot = {
  __typename?: 'RescheduleSlot';
  dateText: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  slotDate: Scalars['String']['output'];
  slotDateTimeInUTC: Scalars['String']['output'];
  slotId: Scalars['Int']['output'];
  startTime: Scalars['String']['output'];
  timeText: Scalars['String']['output'];
};

export type SaveBookHomeCollectionOrderInputv2 = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  /** Made by the client once per checkout attempt; the same key again returns the same order. */
  idempotencyKey: Scalars['String']['input'];
  patientAddressID: Scalars['Int']['input'];
  patientsObjWithLineItems: Array<DiagnosticPatientLineItemsInput>;
  paymentMode: DiagnosticPaymentMode;
  slotDateTimeInUTC: Scalars['String']['input'];
  /** The amount the client showed (rupees); a different bill is refused and returned. */
  toPay: Scalars['Float']['input'];
  useHealthCredits?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SaveDiagnosticBookHcOrderResult = {
  __typename?: 'SaveDiagnosticBookHCOrderResult';
  /** The current bill when the prices changed since the cart showed them. */
  billing?: Maybe<DiagnosticCartBilling>;
  displayId?: Maybe<Scalars['String']['output']>;
  errorMessageToDisplay?: Maybe<Scalars['String']['output']>;
  orderStatus?: Maybe<Scalars['String']['output']>;
  parentOrderId?: Maybe<Scalars['Int']['output']>;
  patientsObjWithOrderIDs: Array<DiagnosticPatientOrderStatus>;
  paymentLink?: Maybe<Scalars['String']['output']>;
  paymentLinkExpiry?: Maybe<Scalars['String']['output']>;
  paymentOrderId?: Maybe<Scalars['String']['output']>;
  paymentType?: Maybe<Scalars['String']['output']>;
  slotDateTimeInUTC?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
  toPay?: Maybe<Scalars['Float']['output']>;
};

export type SchemaError = {
  __typename?: 'SchemaError';
  message: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type ScreenConfiguration = {
  __typename?: 'ScreenConfiguration';
  containers: Scalars['JSON']['output'];
  screen_identifier: Scalars['String']['output'];
  screen_name: Scalars['String']['output'];
  segment_type: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ScreenConfigurationResponse = {
  __typename?: 'ScreenConfigurationResponse';
  code: Scalars['Int']['output'];
  response?: Maybe<ScreenConfiguration>;
  success: Scalars['Boolean']['output'];
};

export type SearchDiagnosticItemResult = {
  __typename?: 'SearchDiagnosticItemResult';
  data: Array<DiagnosticItem>;
  totalCount: Scalars['Int']['output'];
};

export type ServiceabilityIdsInput = {
  cityID: Scalars['Int']['input'];
  stateID: Scalars['Int']['input'];
};

export type TrendPoint = {
  __typename?: 'TrendPoint';
  date: Scalars['String']['output'];
  flag?: Maybe<Scalars['String']['output']>;
  orderDisplayId?: Maybe<Scalars['String']['output']>;
  recordId: Scalars['ID']['output'];
  value: Scalars['Float']['output'];
};

export type UpcomingSlotInfo = {
  __typename?: 'UpcomingSlotInfo';
  slotDateTimeInUTC?: Maybe<Scalars['String']['output']>;
  slotDurationInMinutes?: Maybe<Scalars['Int']['output']>;
  slotInfo: Scalars['String']['output'];
  status: Scalars['Boolean']['output'];
};

export type UploadFileResult = {
  __typename?: 'UploadFileResult';
  /** Names the stored file in addPatientPrescriptionRecord. */
  fileKey?: Maybe<Scalars['String']['output']>;
  /** The spec's message when the upload is refused. */
  message?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
};

export type ValidatePatientCartResult = {
  __typename?: 'ValidatePatientCartResult';
  validatedCartItems: Array<DiagnosticValidatedPatientCart>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActiveDiagnostic: ResolverTypeWrapper<ActiveDiagnostic>;
  Address: ResolverTypeWrapper<AddressModel>;
  AddressInput: AddressInput;
  AdvisedTest: ResolverTypeWrapper<AdvisedTest>;
  BlobURL: ResolverTypeWrapper<BlobUrl>;
  BookProhealthAppointmentInput: BookProhealthAppointmentInput;
  BookRadiologyTestInput: BookRadiologyTestInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelOrderResult: ResolverTypeWrapper<CancelOrderResult>;
  CaseSheet: ResolverTypeWrapper<CaseSheetModel>;
  CaseSheetMedicine: ResolverTypeWrapper<CaseSheetMedicine>;
  CircleMembership: ResolverTypeWrapper<CircleMembership>;
  CirclePlan: ResolverTypeWrapper<CirclePlan>;
  CirclePurchase: ResolverTypeWrapper<CirclePurchase>;
  City: ResolverTypeWrapper<City>;
  ConfigurableReportTAT: ResolverTypeWrapper<ConfigurableReportTat>;
  ConsultAppointment: ResolverTypeWrapper<AppointmentModel>;
  ConsultAppointmentCard: ResolverTypeWrapper<ConsultAppointmentCard>;
  ConsultAppointmentsCard: ResolverTypeWrapper<ConsultAppointmentsCard>;
  ConsultCancelResult: ResolverTypeWrapper<Omit<ConsultCancelResult, 'appointment'> & { appointment?: Maybe<ResolversTypes['ConsultAppointment']> }>;
  ConsultedDoctor: ResolverTypeWrapper<ConsultedDoctor>;
  CorporateBenefit: ResolverTypeWrapper<CorporateBenefit>;
  CorporateBenefits: ResolverTypeWrapper<CorporateBenefits>;
  CurrentUser: ResolverTypeWrapper<Omit<CurrentUser, 'patients'> & { patients: Array<ResolversTypes['Patient']> }>;
  DeleteAddressResult: ResolverTypeWrapper<DeleteAddressResult>;
  DiagnosticBilledLineItem: ResolverTypeWrapper<DiagnosticBilledLineItem>;
  DiagnosticCart: ResolverTypeWrapper<DiagnosticCart>;
  DiagnosticCartAction: DiagnosticCartAction;
  DiagnosticCartBilling: ResolverTypeWrapper<DiagnosticCartBilling>;
  DiagnosticCartChange: DiagnosticCartChange;
  DiagnosticCartItem: ResolverTypeWrapper<DiagnosticCartItem>;
  DiagnosticCartNotice: ResolverTypeWrapper<DiagnosticCartNotice>;
  DiagnosticCartPatientInput: DiagnosticCartPatientInput;
  DiagnosticCartResult: ResolverTypeWrapper<DiagnosticCartResult>;
  DiagnosticCircleCashback: ResolverTypeWrapper<DiagnosticCircleCashback>;
  DiagnosticCouponInput: DiagnosticCouponInput;
  DiagnosticCouponResult: ResolverTypeWrapper<DiagnosticCouponResult>;
  DiagnosticCustomizedSlots: ResolverTypeWrapper<DiagnosticCustomizedSlots>;
  DiagnosticInclusion: ResolverTypeWrapper<DiagnosticInclusion>;
  DiagnosticItem: ResolverTypeWrapper<DiagnosticItem>;
  DiagnosticItemConflict: ResolverTypeWrapper<DiagnosticItemConflict>;
  DiagnosticItemPricing: ResolverTypeWrapper<DiagnosticItemPricing>;
  DiagnosticItemRecommendations: ResolverTypeWrapper<DiagnosticItemRecommendations>;
  DiagnosticItemTag: ResolverTypeWrapper<DiagnosticItemTag>;
  DiagnosticJourneyStep: ResolverTypeWrapper<DiagnosticJourneyStep>;
  DiagnosticListingFilter: DiagnosticListingFilter;
  DiagnosticModifyCartItem: ResolverTypeWrapper<DiagnosticModifyCartItem>;
  DiagnosticModifyItemInput: DiagnosticModifyItemInput;
  DiagnosticObservation: ResolverTypeWrapper<DiagnosticObservation>;
  DiagnosticOrder: ResolverTypeWrapper<DiagnosticOrder>;
  DiagnosticOrderAttributes: ResolverTypeWrapper<DiagnosticOrderAttributes>;
  DiagnosticOrderInclusion: ResolverTypeWrapper<DiagnosticOrderInclusion>;
  DiagnosticOrderLineItem: ResolverTypeWrapper<DiagnosticOrderLineItem>;
  DiagnosticOrderPatient: ResolverTypeWrapper<DiagnosticOrderPatient>;
  DiagnosticOrderRefund: ResolverTypeWrapper<DiagnosticOrderRefund>;
  DiagnosticOrdersList: ResolverTypeWrapper<DiagnosticOrdersList>;
  DiagnosticPackageCoverage: ResolverTypeWrapper<DiagnosticPackageCoverage>;
  DiagnosticPackageRecommendations: ResolverTypeWrapper<DiagnosticPackageRecommendations>;
  DiagnosticPaidSlotCharge: ResolverTypeWrapper<DiagnosticPaidSlotCharge>;
  DiagnosticPartialParameterConflict: ResolverTypeWrapper<DiagnosticPartialParameterConflict>;
  DiagnosticPatientCartEntry: ResolverTypeWrapper<DiagnosticPatientCartEntry>;
  DiagnosticPatientLineItems: ResolverTypeWrapper<DiagnosticPatientLineItems>;
  DiagnosticPatientLineItemsInput: DiagnosticPatientLineItemsInput;
  DiagnosticPatientOrderStatus: ResolverTypeWrapper<DiagnosticPatientOrderStatus>;
  DiagnosticPaymentMode: DiagnosticPaymentMode;
  DiagnosticPricing: ResolverTypeWrapper<DiagnosticPricing>;
  DiagnosticRecommendationUndo: ResolverTypeWrapper<DiagnosticRecommendationUndo>;
  DiagnosticReportTAT: ResolverTypeWrapper<DiagnosticReportTat>;
  DiagnosticServiceability: ResolverTypeWrapper<DiagnosticServiceability>;
  DiagnosticSettings: ResolverTypeWrapper<DiagnosticSettings>;
  DiagnosticSlot: ResolverTypeWrapper<DiagnosticSlot>;
  DiagnosticSlotAddressInput: DiagnosticSlotAddressInput;
  DiagnosticSlotDate: ResolverTypeWrapper<DiagnosticSlotDate>;
  DiagnosticSlotInfoInput: DiagnosticSlotInfoInput;
  DiagnosticSortBy: DiagnosticSortBy;
  DiagnosticTrackingEntry: ResolverTypeWrapper<DiagnosticTrackingEntry>;
  DiagnosticTrackingHistory: ResolverTypeWrapper<DiagnosticTrackingHistory>;
  DiagnosticValidatedPatientCart: ResolverTypeWrapper<DiagnosticValidatedPatientCart>;
  DiagnosticWidget: ResolverTypeWrapper<DiagnosticWidget>;
  DiagnosticsListingData: ResolverTypeWrapper<DiagnosticsListingData>;
  DoctorClinicPlace: ResolverTypeWrapper<DoctorClinicPlace>;
  DoctorSummary: ResolverTypeWrapper<DoctorSummary>;
  DoctorsListing: ResolverTypeWrapper<DoctorsListing>;
  DoctorsListingFilter: DoctorsListingFilter;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FrequentlyOrderedItemDetails: ResolverTypeWrapper<FrequentlyOrderedItemDetails>;
  HealthCreditsBalance: ResolverTypeWrapper<HealthCreditsBalance>;
  HealthRecordFileInput: HealthRecordFileInput;
  HealthRecordInput: HealthRecordInput;
  HealthRecordShare: ResolverTypeWrapper<RecordShareModel>;
  HealthRecordShareLink: ResolverTypeWrapper<Omit<HealthRecordShareLink, 'share'> & { share: ResolversTypes['HealthRecordShare'] }>;
  HeldSubscription: ResolverTypeWrapper<HeldSubscription>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LocationCoordinates: ResolverTypeWrapper<LocationCoordinates>;
  MedicalRecord: ResolverTypeWrapper<MedicalRecordModel>;
  MedicalRecordFile: ResolverTypeWrapper<MedicalRecordFile>;
  MedicalRecordParameter: ResolverTypeWrapper<MedicalRecordParameter>;
  MembershipSubscription: ResolverTypeWrapper<MembershipSubscription>;
  ModifyOrderResult: ResolverTypeWrapper<ModifyOrderResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderActionResult: ResolverTypeWrapper<OrderActionResult>;
  OrderPhleboDetails: ResolverTypeWrapper<OrderPhleboDetails>;
  OrderPhleboDetailsResult: ResolverTypeWrapper<OrderPhleboDetailsResult>;
  ParameterTrend: ResolverTypeWrapper<ParameterTrend>;
  PassportDetails: ResolverTypeWrapper<PassportDetails>;
  PassportDetailsInput: PassportDetailsInput;
  PassportDetailsResult: ResolverTypeWrapper<PassportDetailsResult>;
  Patient: ResolverTypeWrapper<PatientModel>;
  PatientPrescription: ResolverTypeWrapper<PrescriptionRecordModel>;
  PatientProfileInput: PatientProfileInput;
  PaymentLink: ResolverTypeWrapper<PaymentLink>;
  PaymentList: ResolverTypeWrapper<PaymentList>;
  PaymentListEntry: ResolverTypeWrapper<PaymentListEntry>;
  PaymentStatusResult: ResolverTypeWrapper<PaymentStatusResult>;
  PhleboChargeDetailsInput: PhleboChargeDetailsInput;
  PhleboCharges: ResolverTypeWrapper<PhleboCharges>;
  PopularCategory: ResolverTypeWrapper<PopularCategory>;
  PreHraLink: ResolverTypeWrapper<PreHraLink>;
  PrescriptionRecordInput: PrescriptionRecordInput;
  PreviouslyConsultedDoctors: ResolverTypeWrapper<PreviouslyConsultedDoctors>;
  PrismMedicalRecordsV3: ResolverTypeWrapper<Omit<PrismMedicalRecordsV3, 'response'> & { response: Array<ResolversTypes['MedicalRecord']> }>;
  ProHealthAppointment: ResolverTypeWrapper<ProHealthAppointment>;
  ProHealthAppointmentHospital: ResolverTypeWrapper<ProHealthAppointmentHospital>;
  ProHealthAppointmentPackage: ResolverTypeWrapper<ProHealthAppointmentPackage>;
  ProHealthBooking: ResolverTypeWrapper<ProHealthBooking>;
  ProHealthCategory: ResolverTypeWrapper<ProHealthCategory>;
  ProHealthCity: ResolverTypeWrapper<ProHealthCity>;
  ProHealthFAQ: ResolverTypeWrapper<ProHealthFaq>;
  ProHealthHospital: ResolverTypeWrapper<ProHealthHospital>;
  ProHealthHospitalPackageDetails: ResolverTypeWrapper<ProHealthHospitalPackageDetails>;
  ProHealthPackage: ResolverTypeWrapper<ProHealthPackage>;
  ProHealthSlot: ResolverTypeWrapper<ProHealthSlot>;
  ProcessDiagnosticHCOrderCODResult: ResolverTypeWrapper<ProcessDiagnosticHcOrderCodResult>;
  PublishScreenConfigurationResult: ResolverTypeWrapper<PublishScreenConfigurationResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RadiologyBooking: ResolverTypeWrapper<RadiologyBooking>;
  RadiologyCity: ResolverTypeWrapper<RadiologyCity>;
  RadiologyClinic: ResolverTypeWrapper<RadiologyClinic>;
  RadiologyDepartment: ResolverTypeWrapper<RadiologyDepartment>;
  RadiologyFAQ: ResolverTypeWrapper<RadiologyFaq>;
  RadiologyItem: ResolverTypeWrapper<RadiologyItem>;
  RadiologyPrescriptionUpload: ResolverTypeWrapper<RadiologyPrescriptionUpload>;
  RadiologyServiceability: ResolverTypeWrapper<RadiologyServiceability>;
  RecentlyOrderedItems: ResolverTypeWrapper<RecentlyOrderedItems>;
  RecommendationInputItem: RecommendationInputItem;
  ReorderMessage: ResolverTypeWrapper<ReorderMessage>;
  ReorderResult: ResolverTypeWrapper<ReorderResult>;
  ReorderValidation: ResolverTypeWrapper<ReorderValidation>;
  RescheduleAndCancellationReasons: ResolverTypeWrapper<RescheduleAndCancellationReasons>;
  RescheduleOrderResult: ResolverTypeWrapper<RescheduleOrderResult>;
  RescheduleSlot: ResolverTypeWrapper<RescheduleSlot>;
  SaveBookHomeCollectionOrderInputv2: SaveBookHomeCollectionOrderInputv2;
  SaveDiagnosticBookHCOrderResult: ResolverTypeWrapper<SaveDiagnosticBookHcOrderResult>;
  SchemaError: ResolverTypeWrapper<SchemaError>;
  ScreenConfiguration: ResolverTypeWrapper<ScreenConfiguration>;
  ScreenConfigurationResponse: ResolverTypeWrapper<ScreenConfigurationResponse>;
  SearchDiagnosticItemResult: ResolverTypeWrapper<SearchDiagnosticItemResult>;
  ServiceabilityIdsInput: ServiceabilityIdsInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TrendPoint: ResolverTypeWrapper<TrendPoint>;
  UpcomingSlotInfo: ResolverTypeWrapper<UpcomingSlotInfo>;
  UploadFileResult: ResolverTypeWrapper<UploadFileResult>;
  ValidatePatientCartResult: ResolverTypeWrapper<ValidatePatientCartResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActiveDiagnostic: ActiveDiagnostic;
  Address: AddressModel;
  AddressInput: AddressInput;
  AdvisedTest: AdvisedTest;
  BlobURL: BlobUrl;
  BookProhealthAppointmentInput: BookProhealthAppointmentInput;
  BookRadiologyTestInput: BookRadiologyTestInput;
  Boolean: Scalars['Boolean']['output'];
  CancelOrderResult: CancelOrderResult;
  CaseSheet: CaseSheetModel;
  CaseSheetMedicine: CaseSheetMedicine;
  CircleMembership: CircleMembership;
  CirclePlan: CirclePlan;
  CirclePurchase: CirclePurchase;
  City: City;
  ConfigurableReportTAT: ConfigurableReportTat;
  ConsultAppointment: AppointmentModel;
  ConsultAppointmentCard: ConsultAppointmentCard;
  ConsultAppointmentsCard: ConsultAppointmentsCard;
  ConsultCancelResult: Omit<ConsultCancelResult, 'appointment'> & { appointment?: Maybe<ResolversParentTypes['ConsultAppointment']> };
  ConsultedDoctor: ConsultedDoctor;
  CorporateBenefit: CorporateBenefit;
  CorporateBenefits: CorporateBenefits;
  CurrentUser: Omit<CurrentUser, 'patients'> & { patients: Array<ResolversParentTypes['Patient']> };
  DeleteAddressResult: DeleteAddressResult;
  DiagnosticBilledLineItem: DiagnosticBilledLineItem;
  DiagnosticCart: DiagnosticCart;
  DiagnosticCartBilling: DiagnosticCartBilling;
  DiagnosticCartChange: DiagnosticCartChange;
  DiagnosticCartItem: DiagnosticCartItem;
  DiagnosticCartNotice: DiagnosticCartNotice;
  DiagnosticCartPatientInput: DiagnosticCartPatientInput;
  DiagnosticCartResult: DiagnosticCartResult;
  DiagnosticCircleCashback: DiagnosticCircleCashback;
  DiagnosticCouponInput: DiagnosticCouponInput;
  DiagnosticCouponResult: DiagnosticCouponResult;
  DiagnosticCustomizedSlots: DiagnosticCustomizedSlots;
  DiagnosticInclusion: DiagnosticInclusion;
  DiagnosticItem: DiagnosticItem;
  DiagnosticItemConflict: DiagnosticItemConflict;
  DiagnosticItemPricing: DiagnosticItemPricing;
  DiagnosticItemRecommendations: DiagnosticItemRecommendations;
  DiagnosticItemTag: DiagnosticItemTag;
  DiagnosticJourneyStep: DiagnosticJourneyStep;
  DiagnosticModifyCartItem: DiagnosticModifyCartItem;
  DiagnosticModifyItemInput: DiagnosticModifyItemInput;
  DiagnosticObservation: DiagnosticObservation;
  DiagnosticOrder: DiagnosticOrder;
  DiagnosticOrderAttributes: DiagnosticOrderAttributes;
  DiagnosticOrderInclusion: DiagnosticOrderInclusion;
  DiagnosticOrderLineItem: DiagnosticOrderLineItem;
  DiagnosticOrderPatient: DiagnosticOrderPatient;
  DiagnosticOrderRefund: DiagnosticOrderRefund;
  DiagnosticOrdersList: DiagnosticOrdersList;
  DiagnosticPackageCoverage: DiagnosticPackageCoverage;
  DiagnosticPackageRecommendations: DiagnosticPackageRecommendations;
  DiagnosticPaidSlotCharge: DiagnosticPaidSlotCharge;
  DiagnosticPartialParameterConflict: DiagnosticPartialParameterConflict;
  DiagnosticPatientCartEntry: DiagnosticPatientCartEntry;
  DiagnosticPatientLineItems: DiagnosticPatientLineItems;
  DiagnosticPatientLineItemsInput: DiagnosticPatientLineItemsInput;
  DiagnosticPatientOrderStatus: DiagnosticPatientOrderStatus;
  DiagnosticPricing: DiagnosticPricing;
  DiagnosticRecommendationUndo: DiagnosticRecommendationUndo;
  DiagnosticReportTAT: DiagnosticReportTat;
  DiagnosticServiceability: DiagnosticServiceability;
  DiagnosticSettings: DiagnosticSettings;
  DiagnosticSlot: DiagnosticSlot;
  DiagnosticSlotAddressInput: DiagnosticSlotAddressInput;
  DiagnosticSlotDate: DiagnosticSlotDate;
  DiagnosticSlotInfoInput: DiagnosticSlotInfoInput;
  DiagnosticTrackingEntry: DiagnosticTrackingEntry;
  DiagnosticTrackingHistory: DiagnosticTrackingHistory;
  DiagnosticValidatedPatientCart: DiagnosticValidatedPatientCart;
  DiagnosticWidget: DiagnosticWidget;
  DiagnosticsListingData: DiagnosticsListingData;
  DoctorClinicPlace: DoctorClinicPlace;
  DoctorSummary: DoctorSummary;
  DoctorsListing: DoctorsListing;
  DoctorsListingFilter: DoctorsListingFilter;
  Float: Scalars['Float']['output'];
  FrequentlyOrderedItemDetails: FrequentlyOrderedItemDetails;
  HealthCreditsBalance: HealthCreditsBalance;
  HealthRecordFileInput: HealthRecordFileInput;
  HealthRecordInput: HealthRecordInput;
  HealthRecordShare: RecordShareModel;
  HealthRecordShareLink: Omit<HealthRecordShareLink, 'share'> & { share: ResolversParentTypes['HealthRecordShare'] };
  HeldSubscription: HeldSubscription;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LocationCoordinates: LocationCoordinates;
  MedicalRecord: MedicalRecordModel;
  MedicalRecordFile: MedicalRecordFile;
  MedicalRecordParameter: MedicalRecordParameter;
  MembershipSubscription: MembershipSubscription;
  ModifyOrderResult: ModifyOrderResult;
  Mutation: Record<PropertyKey, never>;
  OrderActionResult: OrderActionResult;
  OrderPhleboDetails: OrderPhleboDetails;
  OrderPhleboDetailsResult: OrderPhleboDetailsResult;
  ParameterTrend: ParameterTrend;
  PassportDetails: PassportDetails;
  PassportDetailsInput: PassportDetailsInput;
  PassportDetailsResult: PassportDetailsResult;
  Patient: PatientModel;
  PatientPrescription: PrescriptionRecordModel;
  PatientProfileInput: PatientProfileInput;
  PaymentLink: PaymentLink;
  PaymentList: PaymentList;
  PaymentListEntry: PaymentListEntry;
  PaymentStatusResult: PaymentStatusResult;
  PhleboChargeDetailsInput: PhleboChargeDetailsInput;
  PhleboCharges: PhleboCharges;
  PopularCategory: PopularCategory;
  PreHraLink: PreHraLink;
  PrescriptionRecordInput: PrescriptionRecordInput;
  PreviouslyConsultedDoctors: PreviouslyConsultedDoctors;
  PrismMedicalRecordsV3: Omit<PrismMedicalRecordsV3, 'response'> & { response: Array<ResolversParentTypes['MedicalRecord']> };
  ProHealthAppointment: ProHealthAppointment;
  ProHealthAppointmentHospital: ProHealthAppointmentHospital;
  ProHealthAppointmentPackage: ProHealthAppointmentPackage;
  ProHealthBooking: ProHealthBooking;
  ProHealthCategory: ProHealthCategory;
  ProHealthCity: ProHealthCity;
  ProHealthFAQ: ProHealthFaq;
  ProHealthHospital: ProHealthHospital;
  ProHealthHospitalPackageDetails: ProHealthHospitalPackageDetails;
  ProHealthPackage: ProHealthPackage;
  ProHealthSlot: ProHealthSlot;
  ProcessDiagnosticHCOrderCODResult: ProcessDiagnosticHcOrderCodResult;
  PublishScreenConfigurationResult: PublishScreenConfigurationResult;
  Query: Record<PropertyKey, never>;
  RadiologyBooking: RadiologyBooking;
  RadiologyCity: RadiologyCity;
  RadiologyClinic: RadiologyClinic;
  RadiologyDepartment: RadiologyDepartment;
  RadiologyFAQ: RadiologyFaq;
  RadiologyItem: RadiologyItem;
  RadiologyPrescriptionUpload: RadiologyPrescriptionUpload;
  RadiologyServiceability: RadiologyServiceability;
  RecentlyOrderedItems: RecentlyOrderedItems;
  RecommendationInputItem: RecommendationInputItem;
  ReorderMessage: ReorderMessage;
  ReorderResult: ReorderResult;
  ReorderValidation: ReorderValidation;
  RescheduleAndCancellationReasons: RescheduleAndCancellationReasons;
  RescheduleOrderResult: RescheduleOrderResult;
  RescheduleSlot: RescheduleSlot;
  SaveBookHomeCollectionOrderInputv2: SaveBookHomeCollectionOrderInputv2;
  SaveDiagnosticBookHCOrderResult: SaveDiagnosticBookHcOrderResult;
  SchemaError: SchemaError;
  ScreenConfiguration: ScreenConfiguration;
  ScreenConfigurationResponse: ScreenConfigurationResponse;
  SearchDiagnosticItemResult: SearchDiagnosticItemResult;
  ServiceabilityIdsInput: ServiceabilityIdsInput;
  String: Scalars['String']['output'];
  TrendPoint: TrendPoint;
  UpcomingSlotInfo: UpcomingSlotInfo;
  UploadFileResult: UploadFileResult;
  ValidatePatientCartResult: ValidatePatientCartResult;
};

export type ActiveDiagnosticResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActiveDiagnostic'] = ResolversParentTypes['ActiveDiagnostic']> = {
  canonicalTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressLine1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceabilityMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdvisedTestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdvisedTest'] = ResolversParentTypes['AdvisedTest']> = {
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlobUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlobURL'] = ResolversParentTypes['BlobURL']> = {
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CancelOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelOrderResult'] = ResolversParentTypes['CancelOrderResult']> = {
  healthCreditsRestored?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isDirectCancellation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CaseSheetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaseSheet'] = ResolversParentTypes['CaseSheet']> = {
  advice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appointmentDateTimeInUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appointmentDisplayId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appointmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diagnosis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorQualification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followUp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  medicines?: Resolver<Array<ResolversTypes['CaseSheetMedicine']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationCouncil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symptoms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tests?: Resolver<Array<ResolversTypes['AdvisedTest']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CaseSheetMedicineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaseSheetMedicine'] = ResolversParentTypes['CaseSheetMedicine']> = {
  dose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CircleMembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CircleMembership'] = ResolversParentTypes['CircleMembership']> = {
  circleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isCircleMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  savedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CirclePlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CirclePlan'] = ResolversParentTypes['CirclePlan']> = {
  durationDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perMonth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subPlanId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CirclePurchaseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CirclePurchase'] = ResolversParentTypes['CirclePurchase']> = {
  displayId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentLinkURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentOrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurableReportTatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableReportTAT'] = ResolversParentTypes['ConfigurableReportTAT']> = {
  items?: Resolver<Array<ResolversTypes['DiagnosticReportTAT']>, ParentType, ContextType>;
  maxReportTATInMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reportTATMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsultAppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultAppointment'] = ResolversParentTypes['ConsultAppointment']> = {
  appointmentDateTimeInUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consultMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consultType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  facilityAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facilityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isUpcoming?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specialtyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toPay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsultAppointmentCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultAppointmentCard'] = ResolversParentTypes['ConsultAppointmentCard']> = {
  appointmentDateTimeInUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appointmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  consultMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hospitalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsultAppointmentsCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultAppointmentsCard'] = ResolversParentTypes['ConsultAppointmentsCard']> = {
  appointments?: Resolver<Array<ResolversTypes['ConsultAppointmentCard']>, ParentType, ContextType>;
};

export type ConsultCancelResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultCancelResult'] = ResolversParentTypes['ConsultCancelResult']> = {
  appointment?: Resolver<Maybe<ResolversTypes['ConsultAppointment']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConsultedDoctorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultedDoctor'] = ResolversParentTypes['ConsultedDoctor']> = {
  consultFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  doctorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  experienceYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastConsultedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CorporateBenefitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorporateBenefit'] = ResolversParentTypes['CorporateBenefit']> = {
  ctaText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CorporateBenefitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CorporateBenefits'] = ResolversParentTypes['CorporateBenefits']> = {
  benefits?: Resolver<Array<ResolversTypes['CorporateBenefit']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
  accountId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isCircleMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCorporate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInternational?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobileNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patients?: Resolver<Array<ResolversTypes['Patient']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['MembershipSubscription']>, ParentType, ContextType>;
};

export type DeleteAddressResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteAddressResult'] = ResolversParentTypes['DeleteAddressResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DiagnosticBilledLineItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticBilledLineItem'] = ResolversParentTypes['DiagnosticBilledLineItem']> = {
  additionalCircleCashback?: Resolver<Maybe<ResolversTypes['DiagnosticCircleCashback']>, ParentType, ContextType>;
  groupPlan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mrp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DiagnosticCartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticCart'] = ResolversParentTypes['DiagnosticCart']> = {
  activePackageOnTdp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cartType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddressId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  diagnosticsCartItems?: Resolver<Array<ResolversTypes['DiagnosticCartItem']>, ParentType, ContextType>;
  diagnosticsModifyCartItems?: Resolver<Array<ResolversTypes['DiagnosticModifyCartItem']>, ParentType, ContextType>;
  itemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  modifyOrderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientCartItems?: Resolver<Array<ResolversTypes['DiagnosticPatientCartEntry']>, ParentType, ContextType>;
  selectedPatients?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  selectedRecommendations?: Resolver<Array<ResolversTypes['DiagnosticRecommendationUndo']>, ParentType, ContextType>;
  useHealthCredits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DiagnosticCartBillingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticCartBilling'] = ResolversParentTypes['DiagnosticCartBilling']> = {
  additionalCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bookingFees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  circleCashback?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  circleMemberDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  diagPatientLineItems?: Resolver<Array<ResolversTypes['DiagnosticPatientLineItems']>, ParentType, ContextType>;
  discountOnMrpNew?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  errorMsg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  healthCreditsAvailable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  healthCreditsUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  homeCollectionCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isCircleMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCorporateFlow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCouponValid?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  patientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPatientToPay?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  perPatientTotalMrp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  toPay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalMrp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DiagnosticCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticCartItem'] = ResolversParentTypes['DiagnosticCartItem']> = {
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inclusions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticCartNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticCartNotice'] = ResolversParentTypes['DiagnosticCartNotice']> = {
  itemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type DiagnosticCartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticCartResult'] = ResolversParentTypes['DiagnosticCartResult']> = {
  cart?: Resolver<ResolversTypes['DiagnosticCart'], ParentType, ContextType>;
  notices?: Resolver<Array<ResolversTypes['DiagnosticCartNotice']>, ParentType, ContextType>;
};

export type DiagnosticCircleCashbackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticCircleCashback'] = ResolversParentTypes['DiagnosticCircleCashback']> = {
  cashbackAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cashbackType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cashbackValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  offerDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticCouponResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticCouponResult'] = ResolversParentTypes['DiagnosticCouponResult']> = {
  couponCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  errorMsg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCouponValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DiagnosticCustomizedSlotsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticCustomizedSlots'] = ResolversParentTypes['DiagnosticCustomizedSlots']> = {
  additionalSlotCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  areaName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dates?: Resolver<Array<ResolversTypes['DiagnosticSlotDate']>, ParentType, ContextType>;
  fastingHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fastingMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isFasting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidSlotCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  selectedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['DiagnosticSlot']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suggestedSlot?: Resolver<Maybe<ResolversTypes['DiagnosticSlot']>, ParentType, ContextType>;
};

export type DiagnosticInclusionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticInclusion'] = ResolversParentTypes['DiagnosticInclusion']> = {
  allObservations?: Resolver<Array<ResolversTypes['DiagnosticObservation']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticItem'] = ResolversParentTypes['DiagnosticItem']> = {
  allObservations?: Resolver<Array<ResolversTypes['DiagnosticObservation']>, ParentType, ContextType>;
  canonicalTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diagnosticPricing?: Resolver<Array<ResolversTypes['DiagnosticPricing']>, ParentType, ContextType>;
  extraInclusionsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fromAgeInDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  includedItemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  inclusions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemInclusionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemInclusionText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemRemarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemTags?: Resolver<Array<ResolversTypes['DiagnosticItemTag']>, ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reportTATHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subCategoryList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  testDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  testPreparationData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toAgeInDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticItemConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticItemConflict'] = ResolversParentTypes['DiagnosticItemConflict']> = {
  itemToKeep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsWithConflicts?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  partialParameterConflicts?: Resolver<Array<ResolversTypes['DiagnosticPartialParameterConflict']>, ParentType, ContextType>;
};

export type DiagnosticItemPricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticItemPricing'] = ResolversParentTypes['DiagnosticItemPricing']> = {
  diagnosticPricing?: Resolver<Array<ResolversTypes['DiagnosticPricing']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiagnosticItemRecommendationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticItemRecommendations'] = ResolversParentTypes['DiagnosticItemRecommendations']> = {
  bookingSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemsData?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType>;
};

export type DiagnosticItemTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticItemTag'] = ResolversParentTypes['DiagnosticItemTag']> = {
  background_colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display_icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text_colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticJourneyStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticJourneyStep'] = ResolversParentTypes['DiagnosticJourneyStep']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticModifyCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticModifyCartItem'] = ResolversParentTypes['DiagnosticModifyCartItem']> = {
  isRemoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiagnosticObservationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticObservation'] = ResolversParentTypes['DiagnosticObservation']> = {
  PrintOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isHeader?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mandatoryValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  observationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticOrder'] = ResolversParentTypes['DiagnosticOrder']> = {
  attributesObj?: Resolver<ResolversTypes['DiagnosticOrderAttributes'], ParentType, ContextType>;
  canCancelOrReschedule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collectionCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  couponDiscAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  csatRating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  diagnosticDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diagnosticOrderLineItems?: Resolver<Array<ResolversTypes['DiagnosticOrderLineItem']>, ParentType, ContextType>;
  displayId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRescheduled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  journey?: Resolver<Maybe<Array<ResolversTypes['DiagnosticJourneyStep']>>, ParentType, ContextType>;
  labReportURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentOrderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientObj?: Resolver<ResolversTypes['DiagnosticOrderPatient'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phleboRating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  preBookingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['DiagnosticOrderRefund']>, ParentType, ContextType>;
  rescheduleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sampleSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slotDateTimeInUTC?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slotDurationInMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DiagnosticOrderAttributesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticOrderAttributes'] = ResolversParentTypes['DiagnosticOrderAttributes']> = {
  expectedReportGenerationTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportTATMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticOrderInclusionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticOrderInclusion'] = ResolversParentTypes['DiagnosticOrderInclusion']> = {
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticOrderLineItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticOrderLineItem'] = ResolversParentTypes['DiagnosticOrderLineItem']> = {
  inclusions?: Resolver<Array<ResolversTypes['DiagnosticOrderInclusion']>, ParentType, ContextType>;
  isRemoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mrp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportTATHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiagnosticOrderPatientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticOrderPatient'] = ResolversParentTypes['DiagnosticOrderPatient']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uhid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticOrderRefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticOrderRefund'] = ResolversParentTypes['DiagnosticOrderRefund']> = {
  amountRefunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemIDs?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  refundMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticOrdersListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticOrdersList'] = ResolversParentTypes['DiagnosticOrdersList']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersList?: Resolver<Array<ResolversTypes['DiagnosticOrder']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiagnosticPackageCoverageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticPackageCoverage'] = ResolversParentTypes['DiagnosticPackageCoverage']> = {
  coveredItemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  packageItemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiagnosticPackageRecommendationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticPackageRecommendations'] = ResolversParentTypes['DiagnosticPackageRecommendations']> = {
  coverage?: Resolver<Array<ResolversTypes['DiagnosticPackageCoverage']>, ParentType, ContextType>;
  packageRecommendations?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType>;
};

export type DiagnosticPaidSlotChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticPaidSlotCharge'] = ResolversParentTypes['DiagnosticPaidSlotCharge']> = {
  charge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticPartialParameterConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticPartialParameterConflict'] = ResolversParentTypes['DiagnosticPartialParameterConflict']> = {
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DiagnosticPatientCartEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticPatientCartEntry'] = ResolversParentTypes['DiagnosticPatientCartEntry']> = {
  itemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiagnosticPatientLineItemsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticPatientLineItems'] = ResolversParentTypes['DiagnosticPatientLineItems']> = {
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['DiagnosticBilledLineItem']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DiagnosticPatientOrderStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticPatientOrderStatus'] = ResolversParentTypes['DiagnosticPatientOrderStatus']> = {
  displayId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preBookingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticPricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticPricing'] = ResolversParentTypes['DiagnosticPricing']> = {
  allMrp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  allPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cashbackText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  circleDiscPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  circleMrp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  circlePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercentage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupPlan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isCircleDiscountGreater?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  mrp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  nonCircleDiscPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nonCirclePlan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  showDiscountPercent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showSlashedPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticRecommendationUndoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticRecommendationUndo'] = ResolversParentTypes['DiagnosticRecommendationUndo']> = {
  packageItemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removedItemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type DiagnosticReportTatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticReportTAT'] = ResolversParentTypes['DiagnosticReportTAT']> = {
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportTATInMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reportTATMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticServiceabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticServiceability'] = ResolversParentTypes['DiagnosticServiceability']> = {
  areaName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DiagnosticSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticSettings'] = ResolversParentTypes['DiagnosticSettings']> = {
  advanceBookingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidSlotCharges?: Resolver<Array<ResolversTypes['DiagnosticPaidSlotCharge']>, ParentType, ContextType>;
  slotByClusterConfig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slotCapacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slotCutoff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotDurationInMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slotMinuteUnit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekendDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DiagnosticSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticSlot'] = ResolversParentTypes['DiagnosticSlot']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dayLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isMorning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaidSlot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slotCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  slotDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotDateTimeInUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotDisplayTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotDurationInMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slotInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticSlotDateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticSlotDate'] = ResolversParentTypes['DiagnosticSlotDate']> = {
  dayLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasFreeSlot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slotDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticTrackingEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticTrackingEntry'] = ResolversParentTypes['DiagnosticTrackingEntry']> = {
  itemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  statusDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DiagnosticTrackingHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticTrackingHistory'] = ResolversParentTypes['DiagnosticTrackingHistory']> = {
  statusHistory?: Resolver<Array<ResolversTypes['DiagnosticTrackingEntry']>, ParentType, ContextType>;
};

export type DiagnosticValidatedPatientCartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticValidatedPatientCart'] = ResolversParentTypes['DiagnosticValidatedPatientCart']> = {
  conflicts?: Resolver<Array<ResolversTypes['DiagnosticItemConflict']>, ParentType, ContextType>;
  genderInvalidItemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiagnosticWidgetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticWidget'] = ResolversParentTypes['DiagnosticWidget']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diagnosticWidgetData?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType>;
  itemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  widgetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiagnosticsListingDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiagnosticsListingData'] = ResolversParentTypes['DiagnosticsListingData']> = {
  includesTestsAndPackages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemList?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DoctorClinicPlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DoctorClinicPlace'] = ResolversParentTypes['DoctorClinicPlace']> = {
  cityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  facilityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DoctorSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DoctorSummary'] = ResolversParentTypes['DoctorSummary']> = {
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clinics?: Resolver<Array<ResolversTypes['DoctorClinicPlace']>, ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  experienceYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feeClinic?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feeClinicCircle?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feeOnline?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feeOnlineCircle?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextSlotDateTimeInUTC?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qualifications?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  registrationCouncil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialtyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialtySlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DoctorsListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DoctorsListing'] = ResolversParentTypes['DoctorsListing']> = {
  doctors?: Resolver<Array<ResolversTypes['DoctorSummary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FrequentlyOrderedItemDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FrequentlyOrderedItemDetails'] = ResolversParentTypes['FrequentlyOrderedItemDetails']> = {
  frequentlyOrderedItems?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType>;
  langCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthCreditsBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthCreditsBalance'] = ResolversParentTypes['HealthCreditsBalance']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxRedemptionPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HealthRecordShareResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthRecordShare'] = ResolversParentTypes['HealthRecordShare']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastViewedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharedWith?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HealthRecordShareLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthRecordShareLink'] = ResolversParentTypes['HealthRecordShareLink']> = {
  share?: Resolver<ResolversTypes['HealthRecordShare'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeldSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HeldSubscription'] = ResolversParentTypes['HeldSubscription']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subPlanId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LocationCoordinatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationCoordinates'] = ResolversParentTypes['LocationCoordinates']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MedicalRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MedicalRecord'] = ResolversParentTypes['MedicalRecord']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['MedicalRecordFile']>, ParentType, ContextType>;
  hospitalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderDisplayId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['MedicalRecordParameter']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MedicalRecordFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MedicalRecordFile'] = ResolversParentTypes['MedicalRecordFile']> = {
  bytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MedicalRecordParameterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MedicalRecordParameter'] = ResolversParentTypes['MedicalRecordParameter']> = {
  flag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parameterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rangeHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rangeLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  referenceRange?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MembershipSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipSubscription'] = ResolversParentTypes['MembershipSubscription']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModifyOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModifyOrderResult'] = ResolversParentTypes['ModifyOrderResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addNewPatient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<MutationAddNewPatientArgs, 'patientInput'>>;
  addPatientHealthRecord?: Resolver<ResolversTypes['MedicalRecord'], ParentType, ContextType, RequireFields<MutationAddPatientHealthRecordArgs, 'recordInput'>>;
  addPatientPrescriptionRecord?: Resolver<ResolversTypes['PatientPrescription'], ParentType, ContextType, RequireFields<MutationAddPatientPrescriptionRecordArgs, 'prescriptionInput'>>;
  bookProhealthAppointment?: Resolver<ResolversTypes['ProHealthBooking'], ParentType, ContextType, RequireFields<MutationBookProhealthAppointmentArgs, 'input'>>;
  bookProhealthAppointmentHospital?: Resolver<ResolversTypes['ProHealthBooking'], ParentType, ContextType, RequireFields<MutationBookProhealthAppointmentHospitalArgs, 'input'>>;
  bookRadiologyTest?: Resolver<ResolversTypes['RadiologyBooking'], ParentType, ContextType, RequireFields<MutationBookRadiologyTestArgs, 'input'>>;
  bookRadiologyTestV1?: Resolver<ResolversTypes['RadiologyBooking'], ParentType, ContextType, RequireFields<MutationBookRadiologyTestV1Args, 'input'>>;
  cancelConsultAppointment?: Resolver<ResolversTypes['ConsultCancelResult'], ParentType, ContextType, RequireFields<MutationCancelConsultAppointmentArgs, 'appointmentId'>>;
  cancelDiagnosticOrdersv2?: Resolver<ResolversTypes['CancelOrderResult'], ParentType, ContextType, RequireFields<MutationCancelDiagnosticOrdersv2Args, 'diagnosticOrderIds' | 'reason'>>;
  createRefundForSampleRejected?: Resolver<ResolversTypes['OrderActionResult'], ParentType, ContextType, RequireFields<MutationCreateRefundForSampleRejectedArgs, 'amount' | 'diagnosticOrderId' | 'type'>>;
  deleteAddress?: Resolver<ResolversTypes['DeleteAddressResult'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  fetchBlobURLWithPRISMData?: Resolver<ResolversTypes['BlobURL'], ParentType, ContextType, Partial<MutationFetchBlobUrlWithPrismDataArgs>>;
  getDiagnosticItemRecommendations?: Resolver<ResolversTypes['DiagnosticItemRecommendations'], ParentType, ContextType, RequireFields<MutationGetDiagnosticItemRecommendationsArgs, 'bookingSource' | 'itemIds'>>;
  publishScreenConfiguration?: Resolver<ResolversTypes['PublishScreenConfigurationResult'], ParentType, ContextType, RequireFields<MutationPublishScreenConfigurationArgs, 'configuration' | 'publishWithFailingSources' | 'screenName' | 'screenView'>>;
  purchaseCirclePlan?: Resolver<ResolversTypes['CirclePurchase'], ParentType, ContextType, RequireFields<MutationPurchaseCirclePlanArgs, 'fullName' | 'mobileNumber' | 'subPlanId'>>;
  reorderDiagnosticOrder?: Resolver<ResolversTypes['ReorderResult'], ParentType, ContextType, RequireFields<MutationReorderDiagnosticOrderArgs, 'diagnosticOrderId'>>;
  rescheduleDiagnosticsOrderv2?: Resolver<ResolversTypes['RescheduleOrderResult'], ParentType, ContextType, RequireFields<MutationRescheduleDiagnosticsOrderv2Args, 'parentOrderID' | 'reason' | 'selectedDate' | 'slotInfo'>>;
  retryPayment?: Resolver<ResolversTypes['PaymentLink'], ParentType, ContextType, RequireFields<MutationRetryPaymentArgs, 'category' | 'orderId'>>;
  revokeHealthRecordShare?: Resolver<ResolversTypes['HealthRecordShare'], ParentType, ContextType, RequireFields<MutationRevokeHealthRecordShareArgs, 'shareId'>>;
  saveAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationSaveAddressArgs, 'addressInput'>>;
  saveDiagnosticBookHCOrderv2?: Resolver<ResolversTypes['SaveDiagnosticBookHCOrderResult'], ParentType, ContextType, RequireFields<MutationSaveDiagnosticBookHcOrderv2Args, 'diagnosticOrderInput'>>;
  saveDiagnosticCSATRating?: Resolver<ResolversTypes['OrderActionResult'], ParentType, ContextType, RequireFields<MutationSaveDiagnosticCsatRatingArgs, 'orderId' | 'rating'>>;
  saveModifyDiagnosticOrderV1?: Resolver<ResolversTypes['ModifyOrderResult'], ParentType, ContextType, RequireFields<MutationSaveModifyDiagnosticOrderV1Args, 'diagnosticOrderId' | 'diagnosticsModifyCartItems'>>;
  savePhleboFeedback?: Resolver<ResolversTypes['OrderActionResult'], ParentType, ContextType, RequireFields<MutationSavePhleboFeedbackArgs, 'diagnosticOrdersId' | 'phleboRating'>>;
  setDefaultAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationSetDefaultAddressArgs, 'id'>>;
  shareHealthRecord?: Resolver<ResolversTypes['HealthRecordShareLink'], ParentType, ContextType, RequireFields<MutationShareHealthRecordArgs, 'days' | 'recordId' | 'sharedWith'>>;
  switchDiagnosticOrderPatientID?: Resolver<ResolversTypes['OrderActionResult'], ParentType, ContextType, RequireFields<MutationSwitchDiagnosticOrderPatientIdArgs, 'diagnosticOrderId' | 'patientId'>>;
  updateDiagnosticCart?: Resolver<ResolversTypes['DiagnosticCartResult'], ParentType, ContextType, RequireFields<MutationUpdateDiagnosticCartArgs, 'change'>>;
  updatePassportDetails?: Resolver<ResolversTypes['PassportDetailsResult'], ParentType, ContextType, RequireFields<MutationUpdatePassportDetailsArgs, 'passportInput' | 'patientId'>>;
  updatePatient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<MutationUpdatePatientArgs, 'id' | 'patientInput'>>;
  uploadFile?: Resolver<ResolversTypes['UploadFileResult'], ParentType, ContextType, RequireFields<MutationUploadFileArgs, 'base64FileInput' | 'fileType'>>;
  uploadRadiologyPrescription?: Resolver<ResolversTypes['RadiologyPrescriptionUpload'], ParentType, ContextType, RequireFields<MutationUploadRadiologyPrescriptionArgs, 'base64FileInput' | 'fileType' | 'orderId'>>;
  vaidateDiagnosticCoupon?: Resolver<ResolversTypes['DiagnosticCouponResult'], ParentType, ContextType, RequireFields<MutationVaidateDiagnosticCouponArgs, 'couponInput'>>;
  wrapperProcessDiagnosticHCOrderCOD?: Resolver<ResolversTypes['ProcessDiagnosticHCOrderCODResult'], ParentType, ContextType, RequireFields<MutationWrapperProcessDiagnosticHcOrderCodArgs, 'parentOrderId'>>;
};

export type OrderActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderActionResult'] = ResolversParentTypes['OrderActionResult']> = {
  fieldErrors?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderPhleboDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPhleboDetails'] = ResolversParentTypes['OrderPhleboDetails']> = {
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phleboOTP?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phleboRating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phleboTrackLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderPhleboDetailsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPhleboDetailsResult'] = ResolversParentTypes['OrderPhleboDetailsResult']> = {
  diagnosticOrdersId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderPhleboDetails?: Resolver<Maybe<ResolversTypes['OrderPhleboDetails']>, ParentType, ContextType>;
};

export type ParameterTrendResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParameterTrend'] = ResolversParentTypes['ParameterTrend']> = {
  parameterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['TrendPoint']>, ParentType, ContextType>;
  rangeHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rangeLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PassportDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PassportDetails'] = ResolversParentTypes['PassportDetails']> = {
  expiryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PassportDetailsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PassportDetailsResult'] = ResolversParentTypes['PassportDetailsResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportDetails?: Resolver<Maybe<ResolversTypes['PassportDetails']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PatientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Patient'] = ResolversParentTypes['Patient']> = {
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isConsulted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isIncomplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileIconBand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uhid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientPrescriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientPrescription'] = ResolversParentTypes['PatientPrescription']> = {
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  caseSheet?: Resolver<Maybe<ResolversTypes['CaseSheet']>, ParentType, ContextType>;
  consultId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doctorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leadOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  leadOrderStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentLink'] = ResolversParentTypes['PaymentLink']> = {
  paymentLinkExpiry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentLinkURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentOrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentList'] = ResolversParentTypes['PaymentList']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['PaymentListEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentListEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentListEntry'] = ResolversParentTypes['PaymentListEntry']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  healthCreditsUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderDisplayId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentStatusResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentStatusResult'] = ResolversParentTypes['PaymentStatusResult']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  canRetry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  healthCreditsUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderSucceededLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderSucceededPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentLinkExpiry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentLinkMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentLinkURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pollIntervalMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PhleboChargesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhleboCharges'] = ResolversParentTypes['PhleboCharges']> = {
  charges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  freeCollectionFrom?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PopularCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PopularCategory'] = ResolversParentTypes['PopularCategory']> = {
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreHraLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PreHraLink'] = ResolversParentTypes['PreHraLink']> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreviouslyConsultedDoctorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PreviouslyConsultedDoctors'] = ResolversParentTypes['PreviouslyConsultedDoctors']> = {
  doctors?: Resolver<Array<ResolversTypes['ConsultedDoctor']>, ParentType, ContextType>;
};

export type PrismMedicalRecordsV3Resolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrismMedicalRecordsV3'] = ResolversParentTypes['PrismMedicalRecordsV3']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  errorMsg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  response?: Resolver<Array<ResolversTypes['MedicalRecord']>, ParentType, ContextType>;
};

export type ProHealthAppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthAppointment'] = ResolversParentTypes['ProHealthAppointment']> = {
  appointmentEndDateTimeUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appointmentStartDateTimeUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookingSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fastingNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hospital?: Resolver<ResolversTypes['ProHealthAppointmentHospital'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['ProHealthAppointmentPackage'], ParentType, ContextType>;
  patientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shortHraLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProHealthAppointmentHospitalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthAppointmentHospital'] = ResolversParentTypes['ProHealthAppointmentHospital']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProHealthAppointmentPackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthAppointmentPackage'] = ResolversParentTypes['ProHealthAppointmentPackage']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProHealthBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthBooking'] = ResolversParentTypes['ProHealthBooking']> = {
  appointmentEndDateTimeUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appointmentStartDateTimeUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentLinkURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProHealthCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthCategory'] = ResolversParentTypes['ProHealthCategory']> = {
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  disclaimer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  genderRecomended?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inclusionsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumAgeInYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['ProHealthPackage']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProHealthCityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthCity'] = ResolversParentTypes['ProHealthCity']> = {
  hospitalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProHealthFaqResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthFAQ'] = ResolversParentTypes['ProHealthFAQ']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProHealthHospitalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthHospital'] = ResolversParentTypes['ProHealthHospital']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProHealthHospitalPackageDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthHospitalPackageDetails'] = ResolversParentTypes['ProHealthHospitalPackageDetails']> = {
  hospital?: Resolver<ResolversTypes['ProHealthHospital'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['ProHealthPackage']>, ParentType, ContextType>;
};

export type ProHealthPackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthPackage'] = ResolversParentTypes['ProHealthPackage']> = {
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  circlePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['ProHealthFAQ']>, ParentType, ContextType>;
  fasting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fastingHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inclusions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isBookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isClinicPackage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  packageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProHealthSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProHealthSlot'] = ResolversParentTypes['ProHealthSlot']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dayLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotDateTimeInUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotDisplayTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcessDiagnosticHcOrderCodResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcessDiagnosticHCOrderCODResult'] = ResolversParentTypes['ProcessDiagnosticHCOrderCODResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientsObjWithOrderIDs?: Resolver<Array<ResolversTypes['DiagnosticPatientOrderStatus']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PublishScreenConfigurationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishScreenConfigurationResult'] = ResolversParentTypes['PublishScreenConfigurationResult']> = {
  errors?: Resolver<Array<ResolversTypes['SchemaError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['SchemaError']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  GetDiagnosticOrderDetails?: Resolver<ResolversTypes['DiagnosticOrder'], ParentType, ContextType, RequireFields<QueryGetDiagnosticOrderDetailsArgs, 'diagnosticOrderId'>>;
  _health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  caseSheet?: Resolver<Maybe<ResolversTypes['CaseSheet']>, ParentType, ContextType, RequireFields<QueryCaseSheetArgs, 'appointmentId'>>;
  exportHealthRecordsFHIR?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, Partial<QueryExportHealthRecordsFhirArgs>>;
  findDiagnosticSettings?: Resolver<ResolversTypes['DiagnosticSettings'], ParentType, ContextType, RequireFields<QueryFindDiagnosticSettingsArgs, 'cityId'>>;
  findDiagnosticsByItemIDsAndCityID?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType, RequireFields<QueryFindDiagnosticsByItemIDsAndCityIdArgs, 'itemIDs'>>;
  findDiagnosticsWidgetsPricing?: Resolver<Array<ResolversTypes['DiagnosticItemPricing']>, ParentType, ContextType, RequireFields<QueryFindDiagnosticsWidgetsPricingArgs, 'itemIds'>>;
  getActiveDiagnosticsByCityID?: Resolver<Array<ResolversTypes['ActiveDiagnostic']>, ParentType, ContextType, RequireFields<QueryGetActiveDiagnosticsByCityIdArgs, 'cityID'>>;
  getAddressById?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<QueryGetAddressByIdArgs, 'id'>>;
  getAddresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  getAllProhealthAppointments?: Resolver<Array<ResolversTypes['ProHealthAppointment']>, ParentType, ContextType>;
  getAllProhealthOrdersByOrderIdOrDisplayId?: Resolver<ResolversTypes['ProHealthAppointment'], ParentType, ContextType, Partial<QueryGetAllProhealthOrdersByOrderIdOrDisplayIdArgs>>;
  getCircleMembership?: Resolver<ResolversTypes['CircleMembership'], ParentType, ContextType>;
  getCirclePlans?: Resolver<Array<ResolversTypes['CirclePlan']>, ParentType, ContextType>;
  getConfigurableReportTAT?: Resolver<ResolversTypes['ConfigurableReportTAT'], ParentType, ContextType, RequireFields<QueryGetConfigurableReportTatArgs, 'itemIds'>>;
  getConsultAppointment?: Resolver<ResolversTypes['ConsultAppointment'], ParentType, ContextType, RequireFields<QueryGetConsultAppointmentArgs, 'appointmentId'>>;
  getConsultAppointments?: Resolver<ResolversTypes['ConsultAppointmentsCard'], ParentType, ContextType>;
  getContentfulScreenConfiguration?: Resolver<ResolversTypes['ScreenConfigurationResponse'], ParentType, ContextType, RequireFields<QueryGetContentfulScreenConfigurationArgs, 'screenName' | 'screenView'>>;
  getCorporateBenefits?: Resolver<ResolversTypes['CorporateBenefits'], ParentType, ContextType>;
  getCurrentUser?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
  getCustomizedSlotsv2?: Resolver<ResolversTypes['DiagnosticCustomizedSlots'], ParentType, ContextType, RequireFields<QueryGetCustomizedSlotsv2Args, 'address' | 'billAmount' | 'patientsObjWithLineItems'>>;
  getDiagnosticCart?: Resolver<ResolversTypes['DiagnosticCart'], ParentType, ContextType, Partial<QueryGetDiagnosticCartArgs>>;
  getDiagnosticCartDetailsV1?: Resolver<ResolversTypes['DiagnosticCartBilling'], ParentType, ContextType, Partial<QueryGetDiagnosticCartDetailsV1Args>>;
  getDiagnosticCities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  getDiagnosticInclusionsByItemId?: Resolver<Array<ResolversTypes['DiagnosticInclusion']>, ParentType, ContextType, RequireFields<QueryGetDiagnosticInclusionsByItemIdArgs, 'itemId'>>;
  getDiagnosticItemRecommendationsByPastOrders?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType, Partial<QueryGetDiagnosticItemRecommendationsByPastOrdersArgs>>;
  getDiagnosticOrdersListByMobile?: Resolver<ResolversTypes['DiagnosticOrdersList'], ParentType, ContextType, Partial<QueryGetDiagnosticOrdersListByMobileArgs>>;
  getDiagnosticOrdersListByParentOrderID?: Resolver<Array<ResolversTypes['DiagnosticOrder']>, ParentType, ContextType, RequireFields<QueryGetDiagnosticOrdersListByParentOrderIdArgs, 'parentOrderID'>>;
  getDiagnosticPackageRecommendationsBulk?: Resolver<ResolversTypes['DiagnosticPackageRecommendations'], ParentType, ContextType, RequireFields<QueryGetDiagnosticPackageRecommendationsBulkArgs, 'recommendationInputItems'>>;
  getDiagnosticServiceability?: Resolver<ResolversTypes['DiagnosticServiceability'], ParentType, ContextType, RequireFields<QueryGetDiagnosticServiceabilityArgs, 'latitude' | 'longitude' | 'postalCode'>>;
  getDiagnosticsByItemIdAndCanonicalTag?: Resolver<Maybe<ResolversTypes['DiagnosticItem']>, ParentType, ContextType, Partial<QueryGetDiagnosticsByItemIdAndCanonicalTagArgs>>;
  getDiagnosticsListingData?: Resolver<ResolversTypes['DiagnosticsListingData'], ParentType, ContextType, Partial<QueryGetDiagnosticsListingDataArgs>>;
  getDiagnosticsReportTAT?: Resolver<Array<ResolversTypes['DiagnosticReportTAT']>, ParentType, ContextType, RequireFields<QueryGetDiagnosticsReportTatArgs, 'itemIds'>>;
  getDoctorDetailsBySlug?: Resolver<ResolversTypes['DoctorSummary'], ParentType, ContextType, RequireFields<QueryGetDoctorDetailsBySlugArgs, 'slug'>>;
  getDoctorsListing?: Resolver<ResolversTypes['DoctorsListing'], ParentType, ContextType, Partial<QueryGetDoctorsListingArgs>>;
  getFrequentlyOrderedItemDetails?: Resolver<ResolversTypes['FrequentlyOrderedItemDetails'], ParentType, ContextType, Partial<QueryGetFrequentlyOrderedItemDetailsArgs>>;
  getHCOrderFormattedTrackingHistory?: Resolver<ResolversTypes['DiagnosticTrackingHistory'], ParentType, ContextType, RequireFields<QueryGetHcOrderFormattedTrackingHistoryArgs, 'diagnosticOrderID'>>;
  getHealthCreditsBalance?: Resolver<ResolversTypes['HealthCreditsBalance'], ParentType, ContextType>;
  getHealthRecordShares?: Resolver<Array<ResolversTypes['HealthRecordShare']>, ParentType, ContextType, RequireFields<QueryGetHealthRecordSharesArgs, 'recordId'>>;
  getLocationCoordinates?: Resolver<ResolversTypes['LocationCoordinates'], ParentType, ContextType, Partial<QueryGetLocationCoordinatesArgs>>;
  getMyPayments?: Resolver<ResolversTypes['PaymentList'], ParentType, ContextType, Partial<QueryGetMyPaymentsArgs>>;
  getOrderPhleboDetailsBulk?: Resolver<Array<ResolversTypes['OrderPhleboDetailsResult']>, ParentType, ContextType, RequireFields<QueryGetOrderPhleboDetailsBulkArgs, 'diagnosticOrdersIds'>>;
  getPassportDetails?: Resolver<Maybe<ResolversTypes['PassportDetails']>, ParentType, ContextType, RequireFields<QueryGetPassportDetailsArgs, 'patientId'>>;
  getPatientById?: Resolver<Maybe<ResolversTypes['Patient']>, ParentType, ContextType, RequireFields<QueryGetPatientByIdArgs, 'id'>>;
  getPatientLabParameterTrends?: Resolver<Array<ResolversTypes['ParameterTrend']>, ParentType, ContextType, RequireFields<QueryGetPatientLabParameterTrendsArgs, 'patientId'>>;
  getPatientPrescriptions?: Resolver<Array<ResolversTypes['PatientPrescription']>, ParentType, ContextType, RequireFields<QueryGetPatientPrescriptionsArgs, 'patientId'>>;
  getPatientPrismMedicalRecords_V3?: Resolver<ResolversTypes['PrismMedicalRecordsV3'], ParentType, ContextType, RequireFields<QueryGetPatientPrismMedicalRecords_V3Args, 'patientId'>>;
  getPatientsByAccount?: Resolver<Array<ResolversTypes['Patient']>, ParentType, ContextType>;
  getPaymentStatus?: Resolver<ResolversTypes['PaymentStatusResult'], ParentType, ContextType, RequireFields<QueryGetPaymentStatusArgs, 'category' | 'orderId'>>;
  getPhleboChargesV2?: Resolver<ResolversTypes['PhleboCharges'], ParentType, ContextType, RequireFields<QueryGetPhleboChargesV2Args, 'chargeDetailsInput'>>;
  getPopularCategories?: Resolver<Array<ResolversTypes['PopularCategory']>, ParentType, ContextType, Partial<QueryGetPopularCategoriesArgs>>;
  getPreHraLinkByMobileNumber?: Resolver<ResolversTypes['PreHraLink'], ParentType, ContextType, RequireFields<QueryGetPreHraLinkByMobileNumberArgs, 'mobileNumber'>>;
  getPreviouslyConsultedDoctors?: Resolver<ResolversTypes['PreviouslyConsultedDoctors'], ParentType, ContextType>;
  getProHealthCities?: Resolver<Array<ResolversTypes['ProHealthCity']>, ParentType, ContextType>;
  getProHealthHospitalByCategoryAndCity?: Resolver<Array<ResolversTypes['ProHealthHospital']>, ParentType, ContextType, RequireFields<QueryGetProHealthHospitalByCategoryAndCityArgs, 'categoryId' | 'cityId'>>;
  getProHealthHospitalPackageDetails?: Resolver<ResolversTypes['ProHealthHospitalPackageDetails'], ParentType, ContextType, RequireFields<QueryGetProHealthHospitalPackageDetailsArgs, 'hospitalId'>>;
  getProHealthPackageBySlug?: Resolver<ResolversTypes['ProHealthPackage'], ParentType, ContextType, RequireFields<QueryGetProHealthPackageBySlugArgs, 'slug'>>;
  getProHealthPackageCategoriesByCity?: Resolver<Array<ResolversTypes['ProHealthCategory']>, ParentType, ContextType, RequireFields<QueryGetProHealthPackageCategoriesByCityArgs, 'cityId'>>;
  getProhealthClinicDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGetProhealthClinicDatesArgs, 'clinicId'>>;
  getProhealthClinicSlots?: Resolver<Array<ResolversTypes['ProHealthSlot']>, ParentType, ContextType, RequireFields<QueryGetProhealthClinicSlotsArgs, 'clinicId'>>;
  getProhealthHospitalSlots?: Resolver<Array<ResolversTypes['ProHealthSlot']>, ParentType, ContextType, RequireFields<QueryGetProhealthHospitalSlotsArgs, 'hospitalId'>>;
  getRadiologyCitiesByCategory?: Resolver<Array<ResolversTypes['RadiologyCity']>, ParentType, ContextType, Partial<QueryGetRadiologyCitiesByCategoryArgs>>;
  getRadiologyClinicsByCategoryAndCity?: Resolver<Array<ResolversTypes['RadiologyClinic']>, ParentType, ContextType, RequireFields<QueryGetRadiologyClinicsByCategoryAndCityArgs, 'cityId'>>;
  getRadiologyDepartments?: Resolver<Array<ResolversTypes['RadiologyDepartment']>, ParentType, ContextType>;
  getRadiologyHospitalsClinics?: Resolver<Array<ResolversTypes['RadiologyClinic']>, ParentType, ContextType, Partial<QueryGetRadiologyHospitalsClinicsArgs>>;
  getRadiologyItemDetails?: Resolver<ResolversTypes['RadiologyItem'], ParentType, ContextType, RequireFields<QueryGetRadiologyItemDetailsArgs, 'itemId'>>;
  getRadiologyItemsByClinicIdAndCategory?: Resolver<Array<ResolversTypes['RadiologyItem']>, ParentType, ContextType, RequireFields<QueryGetRadiologyItemsByClinicIdAndCategoryArgs, 'clinicId'>>;
  getRadiologyLocations?: Resolver<Array<ResolversTypes['RadiologyCity']>, ParentType, ContextType>;
  getRadiologyServiceability?: Resolver<ResolversTypes['RadiologyServiceability'], ParentType, ContextType, RequireFields<QueryGetRadiologyServiceabilityArgs, 'cityId' | 'itemIds'>>;
  getRecentlyOrderedItemDetails?: Resolver<ResolversTypes['RecentlyOrderedItems'], ParentType, ContextType, Partial<QueryGetRecentlyOrderedItemDetailsArgs>>;
  getRescheduleAndCancellationReasons?: Resolver<ResolversTypes['RescheduleAndCancellationReasons'], ParentType, ContextType, Partial<QueryGetRescheduleAndCancellationReasonsArgs>>;
  getRescheduleSlots?: Resolver<Array<ResolversTypes['RescheduleSlot']>, ParentType, ContextType, RequireFields<QueryGetRescheduleSlotsArgs, 'parentOrderID'>>;
  getSubscriptionsOfUser?: Resolver<Array<ResolversTypes['HeldSubscription']>, ParentType, ContextType>;
  getUpcomingSlotInfo?: Resolver<ResolversTypes['UpcomingSlotInfo'], ParentType, ContextType, RequireFields<QueryGetUpcomingSlotInfoArgs, 'latitude' | 'longitude' | 'serviceability' | 'zipcode'>>;
  getWidgets?: Resolver<Array<ResolversTypes['DiagnosticWidget']>, ParentType, ContextType, RequireFields<QueryGetWidgetsArgs, 'widgetNames'>>;
  searchDiagnosticItem?: Resolver<ResolversTypes['SearchDiagnosticItemResult'], ParentType, ContextType, RequireFields<QuerySearchDiagnosticItemArgs, 'keyword'>>;
  validatePatientCart?: Resolver<ResolversTypes['ValidatePatientCartResult'], ParentType, ContextType, Partial<QueryValidatePatientCartArgs>>;
  validateReorderFlow?: Resolver<ResolversTypes['ReorderValidation'], ParentType, ContextType, RequireFields<QueryValidateReorderFlowArgs, 'diagnosticOrderId'>>;
};

export type RadiologyBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RadiologyBooking'] = ResolversParentTypes['RadiologyBooking']> = {
  displayId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentLinkURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slotDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RadiologyCityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RadiologyCity'] = ResolversParentTypes['RadiologyCity']> = {
  clinicCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RadiologyClinicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RadiologyClinic'] = ResolversParentTypes['RadiologyClinic']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  earliestSlot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  registrationFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RadiologyDepartmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RadiologyDepartment'] = ResolversParentTypes['RadiologyDepartment']> = {
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RadiologyFaqResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RadiologyFAQ'] = ResolversParentTypes['RadiologyFAQ']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RadiologyItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RadiologyItem'] = ResolversParentTypes['RadiologyItem']> = {
  FAQs?: Resolver<Array<ResolversTypes['RadiologyFAQ']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsPrescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preparation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  radiologyItemID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RadiologyPrescriptionUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RadiologyPrescriptionUpload'] = ResolversParentTypes['RadiologyPrescriptionUpload']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RadiologyServiceabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RadiologyServiceability'] = ResolversParentTypes['RadiologyServiceability']> = {
  clinicCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RecentlyOrderedItemsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecentlyOrderedItems'] = ResolversParentTypes['RecentlyOrderedItems']> = {
  frequentlyOrderedItems?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType>;
  recentlyOrderedItems?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType>;
};

export type ReorderMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReorderMessage'] = ResolversParentTypes['ReorderMessage']> = {
  itemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReorderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReorderResult'] = ResolversParentTypes['ReorderResult']> = {
  itemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validation?: Resolver<Maybe<ResolversTypes['ReorderValidation']>, ParentType, ContextType>;
};

export type ReorderValidationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReorderValidation'] = ResolversParentTypes['ReorderValidation']> = {
  addressActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addressServiceable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayMessages?: Resolver<Array<ResolversTypes['ReorderMessage']>, ParentType, ContextType>;
  inactiveItemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  patientActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RescheduleAndCancellationReasonsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RescheduleAndCancellationReasons'] = ResolversParentTypes['RescheduleAndCancellationReasons']> = {
  cancellationReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rescheduleReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RescheduleOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RescheduleOrderResult'] = ResolversParentTypes['RescheduleOrderResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rescheduleCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RescheduleSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RescheduleSlot'] = ResolversParentTypes['RescheduleSlot']> = {
  dateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slotDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotDateTimeInUTC?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaveDiagnosticBookHcOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveDiagnosticBookHCOrderResult'] = ResolversParentTypes['SaveDiagnosticBookHCOrderResult']> = {
  billing?: Resolver<Maybe<ResolversTypes['DiagnosticCartBilling']>, ParentType, ContextType>;
  displayId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessageToDisplay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentOrderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  patientsObjWithOrderIDs?: Resolver<Array<ResolversTypes['DiagnosticPatientOrderStatus']>, ParentType, ContextType>;
  paymentLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentLinkExpiry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slotDateTimeInUTC?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  toPay?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SchemaErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchemaError'] = ResolversParentTypes['SchemaError']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScreenConfigurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScreenConfiguration'] = ResolversParentTypes['ScreenConfiguration']> = {
  containers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  screen_identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screen_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segment_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScreenConfigurationResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScreenConfigurationResponse'] = ResolversParentTypes['ScreenConfigurationResponse']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['ScreenConfiguration']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchDiagnosticItemResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchDiagnosticItemResult'] = ResolversParentTypes['SearchDiagnosticItemResult']> = {
  data?: Resolver<Array<ResolversTypes['DiagnosticItem']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrendPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrendPoint'] = ResolversParentTypes['TrendPoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderDisplayId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UpcomingSlotInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpcomingSlotInfo'] = ResolversParentTypes['UpcomingSlotInfo']> = {
  slotDateTimeInUTC?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slotDurationInMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slotInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UploadFileResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadFileResult'] = ResolversParentTypes['UploadFileResult']> = {
  fileKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ValidatePatientCartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValidatePatientCartResult'] = ResolversParentTypes['ValidatePatientCartResult']> = {
  validatedCartItems?: Resolver<Array<ResolversTypes['DiagnosticValidatedPatientCart']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActiveDiagnostic?: ActiveDiagnosticResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AdvisedTest?: AdvisedTestResolvers<ContextType>;
  BlobURL?: BlobUrlResolvers<ContextType>;
  CancelOrderResult?: CancelOrderResultResolvers<ContextType>;
  CaseSheet?: CaseSheetResolvers<ContextType>;
  CaseSheetMedicine?: CaseSheetMedicineResolvers<ContextType>;
  CircleMembership?: CircleMembershipResolvers<ContextType>;
  CirclePlan?: CirclePlanResolvers<ContextType>;
  CirclePurchase?: CirclePurchaseResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  ConfigurableReportTAT?: ConfigurableReportTatResolvers<ContextType>;
  ConsultAppointment?: ConsultAppointmentResolvers<ContextType>;
  ConsultAppointmentCard?: ConsultAppointmentCardResolvers<ContextType>;
  ConsultAppointmentsCard?: ConsultAppointmentsCardResolvers<ContextType>;
  ConsultCancelResult?: ConsultCancelResultResolvers<ContextType>;
  ConsultedDoctor?: ConsultedDoctorResolvers<ContextType>;
  CorporateBenefit?: CorporateBenefitResolvers<ContextType>;
  CorporateBenefits?: CorporateBenefitsResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  DeleteAddressResult?: DeleteAddressResultResolvers<ContextType>;
  DiagnosticBilledLineItem?: DiagnosticBilledLineItemResolvers<ContextType>;
  DiagnosticCart?: DiagnosticCartResolvers<ContextType>;
  DiagnosticCartBilling?: DiagnosticCartBillingResolvers<ContextType>;
  DiagnosticCartItem?: DiagnosticCartItemResolvers<ContextType>;
  DiagnosticCartNotice?: DiagnosticCartNoticeResolvers<ContextType>;
  DiagnosticCartResult?: DiagnosticCartResultResolvers<ContextType>;
  DiagnosticCircleCashback?: DiagnosticCircleCashbackResolvers<ContextType>;
  DiagnosticCouponResult?: DiagnosticCouponResultResolvers<ContextType>;
  DiagnosticCustomizedSlots?: DiagnosticCustomizedSlotsResolvers<ContextType>;
  DiagnosticInclusion?: DiagnosticInclusionResolvers<ContextType>;
  DiagnosticItem?: DiagnosticItemResolvers<ContextType>;
  DiagnosticItemConflict?: DiagnosticItemConflictResolvers<ContextType>;
  DiagnosticItemPricing?: DiagnosticItemPricingResolvers<ContextType>;
  DiagnosticItemRecommendations?: DiagnosticItemRecommendationsResolvers<ContextType>;
  DiagnosticItemTag?: DiagnosticItemTagResolvers<ContextType>;
  DiagnosticJourneyStep?: DiagnosticJourneyStepResolvers<ContextType>;
  DiagnosticModifyCartItem?: DiagnosticModifyCartItemResolvers<ContextType>;
  DiagnosticObservation?: DiagnosticObservationResolvers<ContextType>;
  DiagnosticOrder?: DiagnosticOrderResolvers<ContextType>;
  DiagnosticOrderAttributes?: DiagnosticOrderAttributesResolvers<ContextType>;
  DiagnosticOrderInclusion?: DiagnosticOrderInclusionResolvers<ContextType>;
  DiagnosticOrderLineItem?: DiagnosticOrderLineItemResolvers<ContextType>;
  DiagnosticOrderPatient?: DiagnosticOrderPatientResolvers<ContextType>;
  DiagnosticOrderRefund?: DiagnosticOrderRefundResolvers<ContextType>;
  DiagnosticOrdersList?: DiagnosticOrdersListResolvers<ContextType>;
  DiagnosticPackageCoverage?: DiagnosticPackageCoverageResolvers<ContextType>;
  DiagnosticPackageRecommendations?: DiagnosticPackageRecommendationsResolvers<ContextType>;
  DiagnosticPaidSlotCharge?: DiagnosticPaidSlotChargeResolvers<ContextType>;
  DiagnosticPartialParameterConflict?: DiagnosticPartialParameterConflictResolvers<ContextType>;
  DiagnosticPatientCartEntry?: DiagnosticPatientCartEntryResolvers<ContextType>;
  DiagnosticPatientLineItems?: DiagnosticPatientLineItemsResolvers<ContextType>;
  DiagnosticPatientOrderStatus?: DiagnosticPatientOrderStatusResolvers<ContextType>;
  DiagnosticPricing?: DiagnosticPricingResolvers<ContextType>;
  DiagnosticRecommendationUndo?: DiagnosticRecommendationUndoResolvers<ContextType>;
  DiagnosticReportTAT?: DiagnosticReportTatResolvers<ContextType>;
  DiagnosticServiceability?: DiagnosticServiceabilityResolvers<ContextType>;
  DiagnosticSettings?: DiagnosticSettingsResolvers<ContextType>;
  DiagnosticSlot?: DiagnosticSlotResolvers<ContextType>;
  DiagnosticSlotDate?: DiagnosticSlotDateResolvers<ContextType>;
  DiagnosticTrackingEntry?: DiagnosticTrackingEntryResolvers<ContextType>;
  DiagnosticTrackingHistory?: DiagnosticTrackingHistoryResolvers<ContextType>;
  DiagnosticValidatedPatientCart?: DiagnosticValidatedPatientCartResolvers<ContextType>;
  DiagnosticWidget?: DiagnosticWidgetResolvers<ContextType>;
  DiagnosticsListingData?: DiagnosticsListingDataResolvers<ContextType>;
  DoctorClinicPlace?: DoctorClinicPlaceResolvers<ContextType>;
  DoctorSummary?: DoctorSummaryResolvers<ContextType>;
  DoctorsListing?: DoctorsListingResolvers<ContextType>;
  FrequentlyOrderedItemDetails?: FrequentlyOrderedItemDetailsResolvers<ContextType>;
  HealthCreditsBalance?: HealthCreditsBalanceResolvers<ContextType>;
  HealthRecordShare?: HealthRecordShareResolvers<ContextType>;
  HealthRecordShareLink?: HealthRecordShareLinkResolvers<ContextType>;
  HeldSubscription?: HeldSubscriptionResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LocationCoordinates?: LocationCoordinatesResolvers<ContextType>;
  MedicalRecord?: MedicalRecordResolvers<ContextType>;
  MedicalRecordFile?: MedicalRecordFileResolvers<ContextType>;
  MedicalRecordParameter?: MedicalRecordParameterResolvers<ContextType>;
  MembershipSubscription?: MembershipSubscriptionResolvers<ContextType>;
  ModifyOrderResult?: ModifyOrderResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrderActionResult?: OrderActionResultResolvers<ContextType>;
  OrderPhleboDetails?: OrderPhleboDetailsResolvers<ContextType>;
  OrderPhleboDetailsResult?: OrderPhleboDetailsResultResolvers<ContextType>;
  ParameterTrend?: ParameterTrendResolvers<ContextType>;
  PassportDetails?: PassportDetailsResolvers<ContextType>;
  PassportDetailsResult?: PassportDetailsResultResolvers<ContextType>;
  Patient?: PatientResolvers<ContextType>;
  PatientPrescription?: PatientPrescriptionResolvers<ContextType>;
  PaymentLink?: PaymentLinkResolvers<ContextType>;
  PaymentList?: PaymentListResolvers<ContextType>;
  PaymentListEntry?: PaymentListEntryResolvers<ContextType>;
  PaymentStatusResult?: PaymentStatusResultResolvers<ContextType>;
  PhleboCharges?: PhleboChargesResolvers<ContextType>;
  PopularCategory?: PopularCategoryResolvers<ContextType>;
  PreHraLink?: PreHraLinkResolvers<ContextType>;
  PreviouslyConsultedDoctors?: PreviouslyConsultedDoctorsResolvers<ContextType>;
  PrismMedicalRecordsV3?: PrismMedicalRecordsV3Resolvers<ContextType>;
  ProHealthAppointment?: ProHealthAppointmentResolvers<ContextType>;
  ProHealthAppointmentHospital?: ProHealthAppointmentHospitalResolvers<ContextType>;
  ProHealthAppointmentPackage?: ProHealthAppointmentPackageResolvers<ContextType>;
  ProHealthBooking?: ProHealthBookingResolvers<ContextType>;
  ProHealthCategory?: ProHealthCategoryResolvers<ContextType>;
  ProHealthCity?: ProHealthCityResolvers<ContextType>;
  ProHealthFAQ?: ProHealthFaqResolvers<ContextType>;
  ProHealthHospital?: ProHealthHospitalResolvers<ContextType>;
  ProHealthHospitalPackageDetails?: ProHealthHospitalPackageDetailsResolvers<ContextType>;
  ProHealthPackage?: ProHealthPackageResolvers<ContextType>;
  ProHealthSlot?: ProHealthSlotResolvers<ContextType>;
  ProcessDiagnosticHCOrderCODResult?: ProcessDiagnosticHcOrderCodResultResolvers<ContextType>;
  PublishScreenConfigurationResult?: PublishScreenConfigurationResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RadiologyBooking?: RadiologyBookingResolvers<ContextType>;
  RadiologyCity?: RadiologyCityResolvers<ContextType>;
  RadiologyClinic?: RadiologyClinicResolvers<ContextType>;
  RadiologyDepartment?: RadiologyDepartmentResolvers<ContextType>;
  RadiologyFAQ?: RadiologyFaqResolvers<ContextType>;
  RadiologyItem?: RadiologyItemResolvers<ContextType>;
  RadiologyPrescriptionUpload?: RadiologyPrescriptionUploadResolvers<ContextType>;
  RadiologyServiceability?: RadiologyServiceabilityResolvers<ContextType>;
  RecentlyOrderedItems?: RecentlyOrderedItemsResolvers<ContextType>;
  ReorderMessage?: ReorderMessageResolvers<ContextType>;
  ReorderResult?: ReorderResultResolvers<ContextType>;
  ReorderValidation?: ReorderValidationResolvers<ContextType>;
  RescheduleAndCancellationReasons?: RescheduleAndCancellationReasonsResolvers<ContextType>;
  RescheduleOrderResult?: RescheduleOrderResultResolvers<ContextType>;
  RescheduleSlot?: RescheduleSlotResolvers<ContextType>;
  SaveDiagnosticBookHCOrderResult?: SaveDiagnosticBookHcOrderResultResolvers<ContextType>;
  SchemaError?: SchemaErrorResolvers<ContextType>;
  ScreenConfiguration?: ScreenConfigurationResolvers<ContextType>;
  ScreenConfigurationResponse?: ScreenConfigurationResponseResolvers<ContextType>;
  SearchDiagnosticItemResult?: SearchDiagnosticItemResultResolvers<ContextType>;
  TrendPoint?: TrendPointResolvers<ContextType>;
  UpcomingSlotInfo?: UpcomingSlotInfoResolvers<ContextType>;
  UploadFileResult?: UploadFileResultResolvers<ContextType>;
  ValidatePatientCartResult?: ValidatePatientCartResultResolvers<ContextType>;
};

