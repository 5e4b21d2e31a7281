/**
 * Seed cities and pincodes. Plain, deterministic data.
 *
 * The six cities of the spec ("Cities: All Cities, Hyderabad, Chennai, Mumbai, Kolkata, Bangalore, New Delhi")
 * come first; the default city is Hyderabad with id 9 ("Default city id 9, pincode 500085, city name Hyderabad").
 * Mumbai is id 3, as used elsewhere in the project. State ids are the GST state codes; state codes are the
 * usual two-letter codes (Telangana is "TS", as in the spec's default address).
 *
 * Pincode coordinates are post-office centroids; 500085 carries the spec's default address coordinates
 * ("latitude 17.492737, longitude 78.39656"). A few outskirts pincodes are listed as not serviceable.
 * Ids and rows are append-only: other data and tests refer to them.
 */

export interface SeedCity {
  id: number;
  name: string;
  stateId: number;
  stateCode: string;
  stateName: string;
  latitude: number;
  longitude: number;
}

export interface SeedPincode {
  pincode: string;
  cityId: number;
  areaName: string;
  latitude: number;
  longitude: number;
  serviceable: boolean;
}

export const CITY_ID = {
  NEW_DELHI: 1,
  BANGALORE: 2,
  MUMBAI: 3,
  KOLKATA: 4,
  CHENNAI: 5,
  PUNE: 6,
  AHMEDABAD: 7,
  JAIPUR: 8,
  HYDERABAD: 9,
  LUCKNOW: 10,
  VISAKHAPATNAM: 11,
  KOCHI: 12,
  COIMBATORE: 13,
  NAGPUR: 14,
  INDORE: 15,
  BHUBANESWAR: 16,
} as const;

export const cities: SeedCity[] = [
  { id: 1, name: "New Delhi", stateId: 7, stateCode: "DL", stateName: "Delhi", latitude: 28.6139, longitude: 77.209 },
  { id: 2, name: "Bangalore", stateId: 29, stateCode: "KA", stateName: "Karnataka", latitude: 12.9716, longitude: 77.5946 },
  { id: 3, name: "Mumbai", stateId: 27, stateCode: "MH", stateName: "Maharashtra", latitude: 19.076, longitude: 72.8777 },
  { id: 4, name: "Kolkata", stateId: 19, stateCode: "WB", stateName: "West Bengal", latitude: 22.5726, longitude: 88.3639 },
  { id: 5, name: "Chennai", stateId: 33, stateCode: "TN", stateName: "Tamil Nadu", latitude: 13.0827, longitude: 80.2707 },
  { id: 6, name: "Pune", stateId: 27, stateCode: "MH", stateName: "Maharashtra", latitude: 18.5204, longitude: 73.8567 },
  { id: 7, name: "Ahmedabad", stateId: 24, stateCode: "GJ", stateName: "Gujarat", latitude: 23.0225, longitude: 72.5714 },
  { id: 8, name: "Jaipur", stateId: 8, stateCode: "RJ", stateName: "Rajasthan", latitude: 26.9124, longitude: 75.7873 },
  { id: 9, name: "Hyderabad", stateId: 36, stateCode: "TS", stateName: "Telangana", latitude: 17.385, longitude: 78.4867 },
  { id: 10, name: "Lucknow", stateId: 9, stateCode: "UP", stateName: "Uttar Pradesh", latitude: 26.8467, longitude: 80.9462 },
  { id: 11, name: "Visakhapatnam", stateId: 37, stateCode: "AP", stateName: "Andhra Pradesh", latitude: 17.6868, longitude: 83.2185 },
  { id: 12, name: "Kochi", stateId: 32, stateCode: "KL", stateName: "Kerala", latitude: 9.9312, longitude: 76.2673 },
  { id: 13, name: "Coimbatore", stateId: 33, stateCode: "TN", stateName: "Tamil Nadu", latitude: 11.0168, longitude: 76.9558 },
  { id: 14, name: "Nagpur", stateId: 27, stateCode: "MH", stateName: "Maharashtra", latitude: 21.1458, longitude: 79.0882 },
  { id: 15, name: "Indore", stateId: 23, stateCode: "MP", stateName: "Madhya Pradesh", latitude: 22.7196, longitude: 75.8577 },
  { id: 16, name: "Bhubaneswar", stateId: 21, stateCode: "OD", stateName: "Odisha", latitude: 20.2961, longitude: 85.8245 },
];

type Row = [pincode: string, areaName: string, latitude: number, longitude: number, serviceable?: false];

const byCity: Record<number, Row[]> = {
  [CITY_ID.HYDERABAD]: [
    ["500085", "Kukatpally (KPHB Colony)", 17.492737, 78.39656],
    ["500072", "Kukatpally", 17.480197, 78.417103],
    ["500081", "Madhapur (HITEC City)", 17.443357, 78.382211],
    ["500032", "Gachibowli", 17.435841, 78.346786],
    ["500034", "Banjara Hills", 17.414587, 78.438268],
    ["500033", "Jubilee Hills", 17.432464, 78.407117],
    ["500016", "Begumpet", 17.44471, 78.46259],
    ["500003", "Secunderabad", 17.436926, 78.489401],
    ["500060", "Dilsukhnagar", 17.368457, 78.530526],
    ["501218", "Shamshabad", 17.248088, 78.395599, false],
    ["500084", "Kondapur", 17.470775, 78.358743],
  ],
  [CITY_ID.MUMBAI]: [
    ["400001", "Fort", 18.938535, 72.836334],
    ["400050", "Bandra West", 19.05517, 72.829952],
    ["400053", "Andheri West", 19.112105, 72.861073],
    ["400069", "Andheri East", 19.117753, 72.873702],
    ["400076", "Powai", 19.123929, 72.909441],
    ["400028", "Dadar West", 19.021722, 72.837479],
    ["400063", "Goregaon East", 19.164811, 72.853272],
    ["400601", "Thane West", 19.20105, 72.978535],
    ["401107", "Mira Road East", 19.27627, 72.8929, false],
    ["400051", "Bandra East", 19.05961, 72.855298],
  ],
  [CITY_ID.NEW_DELHI]: [
    ["110001", "Connaught Place", 28.632743, 77.219597],
    ["110017", "Malviya Nagar", 28.527912, 77.208899],
    ["110024", "Lajpat Nagar", 28.568379, 77.241646],
    ["110048", "Greater Kailash", 28.54786, 77.237641],
    ["110075", "Dwarka", 28.589985, 77.04438],
    ["110085", "Rohini", 28.715345, 77.108801],
    ["110092", "Laxmi Nagar", 28.636221, 77.292233],
    ["110070", "Vasant Kunj", 28.512439, 77.137011],
    ["110040", "Narela", 28.834898, 77.089878, false],
  ],
  [CITY_ID.BANGALORE]: [
    ["560001", "MG Road", 12.976594, 77.599271],
    ["560034", "Koramangala", 12.926138, 77.622109],
    ["560038", "Indiranagar", 12.978346, 77.640787],
    ["560066", "Whitefield", 12.969807, 77.749963],
    ["560076", "Bannerghatta Road", 12.88451, 77.603552],
    ["560011", "Jayanagar", 12.933674, 77.589965],
    ["560100", "Electronic City", 12.849848, 77.654486],
    ["560103", "Bellandur", 12.929869, 77.684837],
    ["562110", "Devanahalli", 13.289186, 77.69942, false],
  ],
  [CITY_ID.CHENNAI]: [
    ["600001", "George Town (Parrys)", 13.096305, 80.286592],
    ["600017", "T. Nagar", 13.041266, 80.233851],
    ["600020", "Adyar", 13.003783, 80.256906],
    ["600040", "Anna Nagar", 13.084873, 80.210175],
    ["600042", "Velachery", 12.97554, 80.220644],
    ["600096", "Perungudi", 12.959829, 80.240391],
    ["600004", "Mylapore", 13.036855, 80.267646],
    ["603103", "Kelambakkam", 12.794948, 80.198665, false],
  ],
  [CITY_ID.KOLKATA]: [
    ["700001", "BBD Bagh", 22.573613, 88.348341],
    ["700019", "Ballygunge", 22.527999, 88.366045],
    ["700020", "Bhowanipore", 22.537763, 88.351468],
    ["700091", "Salt Lake Sector V", 22.581696, 88.430414],
    ["700064", "Salt Lake City", 22.592457, 88.412665],
    ["700156", "New Town", 22.583729, 88.469566],
    ["700032", "Jadavpur", 22.49369, 88.369269],
    ["700107", "Kasba", 22.513224, 88.401846],
    ["700104", "Joka", 22.428813, 88.288046, false],
  ],
  [CITY_ID.PUNE]: [
    ["411001", "Pune Camp", 18.529603, 73.876015],
    ["411004", "Deccan Gymkhana", 18.515729, 73.834868],
    ["411038", "Kothrud", 18.516569, 73.803675],
    ["411014", "Viman Nagar", 18.557403, 73.928301],
    ["411057", "Hinjawadi", 18.592578, 73.718364],
    ["411045", "Baner", 18.564238, 73.776943],
    ["410501", "Chakan", 18.750621, 73.87719, false],
  ],
  [CITY_ID.AHMEDABAD]: [
    ["380009", "Navrangpura", 23.031459, 72.564108],
    ["380015", "Satellite", 23.024349, 72.530152],
    ["380054", "Bodakdev", 23.013482, 72.495751],
    ["380006", "Ellisbridge", 23.019748, 72.554644],
    ["380013", "Naranpura", 23.059938, 72.561246],
    ["382481", "Gota", 23.110452, 72.535058],
    ["382110", "Sanand", 22.96878, 72.354792, false],
  ],
  [CITY_ID.JAIPUR]: [
    ["302001", "C-Scheme", 26.917892, 75.801538],
    ["302004", "Raja Park", 26.901336, 75.828819],
    ["302017", "Malviya Nagar", 26.84376, 75.817539],
    ["302020", "Mansarovar", 26.853952, 75.761257],
    ["302021", "Vaishali Nagar", 26.905582, 75.742899],
    ["302012", "Jhotwara", 26.955692, 75.68827],
    ["303702", "Chomu", 27.16135, 75.690624, false],
  ],
  [CITY_ID.LUCKNOW]: [
    ["226001", "Hazratganj", 26.853705, 80.948419],
    ["226010", "Gomti Nagar", 26.852459, 81.020253],
    ["226016", "Indira Nagar", 26.891571, 80.992633],
    ["226005", "Alambagh", 26.815824, 80.904182],
    ["226024", "Aliganj", 26.891191, 80.944656],
    ["226021", "Jankipuram", 26.948531, 80.970529],
    ["226102", "Malihabad", 26.939615, 80.743614, false],
  ],
  [CITY_ID.VISAKHAPATNAM]: [
    ["530016", "Dwaraka Nagar", 17.729421, 83.301432],
    ["530017", "MVP Colony", 17.736584, 83.338861],
    ["530026", "Gajuwaka", 17.685075, 83.210443],
    ["530013", "Seethammadhara", 17.741567, 83.312128],
    ["530048", "Madhurawada", 17.829632, 83.389622],
    ["530002", "Maharanipeta", 17.712114, 83.312128],
    ["531173", "Pendurthi", 17.860981, 83.272008, false],
  ],
  [CITY_ID.KOCHI]: [
    ["682016", "Ernakulam South", 9.966688, 76.287011],
    ["682024", "Edappally", 10.031748, 76.308728],
    ["682020", "Kadavanthra", 9.965986, 76.302937],
    ["682001", "Fort Kochi", 9.952662, 76.245015],
    ["682030", "Kakkanad", 10.003758, 76.35794],
    ["682017", "Kaloor", 9.993038, 76.297146],
    ["683572", "Angamaly", 10.201575, 76.381092, false],
  ],
  [CITY_ID.COIMBATORE]: [
    ["641002", "R.S. Puram", 11.010403, 76.949903],
    ["641012", "Gandhipuram", 11.020653, 76.962866],
    ["641004", "Peelamedu", 11.036176, 77.014154],
    ["641035", "Saravanampatti", 11.068245, 77.006145],
    ["641045", "Ramanathapuram", 10.99844, 76.993107],
    ["641402", "Sulur", 11.009183, 77.113998, false],
  ],
  [CITY_ID.NAGPUR]: [
    ["440012", "Sitabuldi", 21.141845, 79.084277],
    ["440010", "Dharampeth", 21.137253, 79.058856],
    ["440022", "Pratap Nagar", 21.115747, 79.044731],
    ["440015", "Narendra Nagar", 21.1117, 79.072979],
    ["440001", "Sadar", 21.158392, 79.06733],
    ["440025", "Khamla", 21.099569, 79.06733],
    ["441122", "Butibori", 20.942021, 78.860912, false],
  ],
  [CITY_ID.INDORE]: [
    ["452001", "Tukoganj", 22.708195, 75.882442],
    ["452002", "Rajwada", 22.713029, 75.83887],
    ["452010", "Vijay Nagar", 22.756908, 75.905675],
    ["452018", "Tilak Nagar", 22.722741, 75.898415],
    ["452009", "Sudama Nagar", 22.690238, 75.84468],
    ["452016", "Khajrana", 22.737593, 76.01598],
    ["453661", "Manpur", 22.466927, 75.59753, false],
  ],
  [CITY_ID.BHUBANESWAR]: [
    ["751001", "Kharavela Nagar", 20.272669, 85.835826],
    ["751007", "Saheed Nagar", 20.31174, 85.853742],
    ["751012", "Nayapalli", 20.284195, 85.820465],
    ["751016", "Chandrasekharpur", 20.330048, 85.81884],
    ["751024", "Patia", 20.363914, 85.797414],
    ["751030", "Khandagiri", 20.26247, 85.782042],
    ["752054", "Mendhasal", 20.254665, 85.705112, false],
  ],
};

export const pincodes: SeedPincode[] = cities.flatMap((city) =>
  (byCity[city.id] ?? []).map(([pincode, areaName, latitude, longitude, serviceable]) => ({
    pincode,
    cityId: city.id,
    areaName,
    latitude,
    longitude,
    serviceable: serviceable !== false,
  })),
);
