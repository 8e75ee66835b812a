import type { Language } from '@app/domain/catalogues';
import type { Culture } from './names';

export interface Locality {
  name: string;
  pincode: string;
}

export interface City {
  city: string;
  state: string;
  /** How many demo therapists a city gets, relatively. */
  weight: number;
  /** Languages commonly spoken in the city besides English (first = main local language). */
  languages: readonly Language[];
  /** Where the city's therapists' names come from, by weight. */
  cultures: readonly (readonly [Culture, number])[];
  localities: readonly Locality[];
  /** Hindi is a common language of daily life here. */
  hindiBelt?: boolean;
}

const loc = (spec: string): Locality[] =>
  spec.split(';').map((part) => {
    const [name = '', pincode = ''] = part.split('=');
    return { name: name.trim(), pincode: pincode.trim() };
  });

export const CITIES: readonly City[] = [
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    weight: 9,
    languages: ['Marathi', 'Hindi', 'Gujarati'],
    cultures: [
      ['marathi', 4],
      ['gujarati', 2],
      ['hindi', 2],
      ['sindhi', 1],
      ['urdu', 1],
      ['punjabi', 1],
      ['malayalam', 0.5],
      ['tamil', 0.5],
    ],
    localities: loc(
      'Bandra West=400050; Andheri West=400058; Powai=400076; Dadar West=400028; Chembur=400071',
    ),
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    weight: 6,
    languages: ['Marathi', 'Hindi'],
    cultures: [
      ['marathi', 5],
      ['hindi', 1],
      ['gujarati', 0.5],
      ['sindhi', 0.5],
      ['malayalam', 0.3],
    ],
    localities: loc('Kothrud=411038; Baner=411045; Koregaon Park=411001; Aundh=411007'),
  },
  {
    city: 'Nagpur',
    state: 'Maharashtra',
    weight: 2,
    languages: ['Marathi', 'Hindi'],
    hindiBelt: true,
    cultures: [
      ['marathi', 4],
      ['hindi', 2],
      ['sindhi', 0.3],
    ],
    localities: loc('Dharampeth=440010; Sitabuldi=440012; Ramdaspeth=440010'),
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    weight: 9,
    languages: ['Kannada', 'Tamil', 'Telugu'],
    cultures: [
      ['kannada', 4],
      ['tamil', 1.5],
      ['telugu', 1.5],
      ['malayalam', 1],
      ['hindi', 1.5],
      ['bengali', 0.5],
    ],
    localities: loc(
      'Indiranagar=560038; Koramangala=560034; Jayanagar=560041; Whitefield=560066; HSR Layout=560102',
    ),
  },
  {
    city: 'Mysuru',
    state: 'Karnataka',
    weight: 2,
    languages: ['Kannada'],
    cultures: [
      ['kannada', 5],
      ['tamil', 0.5],
    ],
    localities: loc('Vijayanagar=570017; Kuvempunagar=570023; Saraswathipuram=570009'),
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    weight: 8,
    languages: ['Tamil', 'Telugu'],
    cultures: [
      ['tamil', 6],
      ['telugu', 1],
      ['malayalam', 0.5],
    ],
    localities: loc(
      'Adyar=600020; Anna Nagar=600040; T. Nagar=600017; Velachery=600042; Mylapore=600004',
    ),
  },
  {
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    weight: 2,
    languages: ['Tamil', 'Malayalam'],
    cultures: [
      ['tamil', 5],
      ['malayalam', 1],
    ],
    localities: loc('RS Puram=641002; Peelamedu=641004; Saibaba Colony=641011'),
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    weight: 8,
    languages: ['Telugu', 'Urdu', 'Hindi'],
    cultures: [
      ['telugu', 5],
      ['urdu', 2],
      ['hindi', 1],
      ['tamil', 0.3],
      ['marathi', 0.3],
    ],
    localities: loc(
      'Banjara Hills=500034; Jubilee Hills=500033; Madhapur=500081; Kondapur=500084; Begumpet=500016',
    ),
  },
  {
    city: 'Visakhapatnam',
    state: 'Andhra Pradesh',
    weight: 3,
    languages: ['Telugu'],
    cultures: [
      ['telugu', 6],
      ['odia', 0.5],
    ],
    localities: loc('Dwaraka Nagar=530016; MVP Colony=530017; Seethammadhara=530013'),
  },
  {
    city: 'Vijayawada',
    state: 'Andhra Pradesh',
    weight: 2,
    languages: ['Telugu'],
    cultures: [['telugu', 6]],
    localities: loc('Benz Circle=520010; Labbipet=520010; Governorpet=520002'),
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    weight: 7,
    languages: ['Bengali', 'Hindi'],
    cultures: [
      ['bengali', 6],
      ['hindi', 1],
      ['urdu', 0.5],
      ['punjabi', 0.2],
    ],
    localities: loc('Salt Lake=700091; Ballygunge=700019; Gariahat=700029; New Town=700156'),
  },
  {
    city: 'Bhubaneswar',
    state: 'Odisha',
    weight: 2,
    languages: ['Odia'],
    cultures: [
      ['odia', 6],
      ['bengali', 0.5],
      ['telugu', 0.3],
    ],
    localities: loc('Saheed Nagar=751007; Nayapalli=751012; Patia=751024'),
  },
  {
    city: 'Guwahati',
    state: 'Assam',
    weight: 2,
    languages: ['Assamese', 'Bengali'],
    cultures: [
      ['assamese', 6],
      ['bengali', 1],
      ['hindi', 0.5],
    ],
    localities: loc('Dispur=781006; Zoo Road=781024; Paltan Bazaar=781008'),
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    weight: 9,
    languages: ['Hindi', 'Punjabi', 'Urdu'],
    hindiBelt: true,
    cultures: [
      ['hindi', 4],
      ['punjabi', 3],
      ['urdu', 1],
      ['bengali', 0.5],
      ['sindhi', 0.3],
      ['kashmiri', 0.3],
      ['malayalam', 0.3],
    ],
    localities: loc(
      'Hauz Khas=110016; Greater Kailash=110048; Lajpat Nagar=110024; Rajouri Garden=110027; Dwarka=110075',
    ),
  },
  {
    city: 'Gurugram',
    state: 'Haryana',
    weight: 4,
    languages: ['Hindi', 'Punjabi'],
    hindiBelt: true,
    cultures: [
      ['hindi', 4],
      ['punjabi', 2],
      ['bengali', 0.3],
      ['tamil', 0.2],
    ],
    localities: loc('DLF Phase 4=122009; Sector 56=122011; Sohna Road=122018'),
  },
  {
    city: 'Noida',
    state: 'Uttar Pradesh',
    weight: 3,
    languages: ['Hindi'],
    hindiBelt: true,
    cultures: [
      ['hindi', 5],
      ['punjabi', 1],
      ['bengali', 0.5],
    ],
    localities: loc('Sector 18=201301; Sector 62=201309; Sector 50=201301'),
  },
  {
    city: 'Chandigarh',
    state: 'Chandigarh',
    weight: 3,
    languages: ['Punjabi', 'Hindi'],
    hindiBelt: true,
    cultures: [
      ['punjabi', 5],
      ['hindi', 2],
    ],
    localities: loc('Sector 17=160017; Sector 35=160022; Sector 8=160009'),
  },
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    weight: 3,
    languages: ['Hindi'],
    hindiBelt: true,
    cultures: [
      ['hindi', 5],
      ['sindhi', 1],
      ['punjabi', 0.5],
    ],
    localities: loc('C-Scheme=302001; Malviya Nagar=302017; Vaishali Nagar=302021'),
  },
  {
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    weight: 3,
    languages: ['Hindi', 'Urdu'],
    hindiBelt: true,
    cultures: [
      ['hindi', 5],
      ['urdu', 2],
      ['punjabi', 0.5],
    ],
    localities: loc('Gomti Nagar=226010; Hazratganj=226001; Indira Nagar=226016'),
  },
  {
    city: 'Patna',
    state: 'Bihar',
    weight: 2,
    languages: ['Hindi', 'Urdu'],
    hindiBelt: true,
    cultures: [
      ['hindi', 6],
      ['urdu', 1],
      ['bengali', 0.3],
    ],
    localities: loc('Boring Road=800001; Kankarbagh=800020; Patliputra Colony=800013'),
  },
  {
    city: 'Dehradun',
    state: 'Uttarakhand',
    weight: 2,
    languages: ['Hindi'],
    hindiBelt: true,
    cultures: [
      ['hindi', 5],
      ['punjabi', 1.5],
    ],
    localities: loc('Rajpur Road=248001; Vasant Vihar=248006; Ballupur=248001'),
  },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    weight: 4,
    languages: ['Gujarati', 'Hindi'],
    cultures: [
      ['gujarati', 6],
      ['hindi', 1],
      ['sindhi', 1],
    ],
    localities: loc('Navrangpura=380009; Satellite=380015; Bodakdev=380054; Vastrapur=380015'),
  },
  {
    city: 'Indore',
    state: 'Madhya Pradesh',
    weight: 2,
    languages: ['Hindi', 'Marathi'],
    hindiBelt: true,
    cultures: [
      ['hindi', 4],
      ['marathi', 1],
      ['sindhi', 1],
      ['gujarati', 0.5],
    ],
    localities: loc('Vijay Nagar=452010; Palasia=452001; Saket Nagar=452018'),
  },
  {
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    weight: 2,
    languages: ['Hindi', 'Urdu'],
    hindiBelt: true,
    cultures: [
      ['hindi', 5],
      ['urdu', 1.5],
      ['sindhi', 0.5],
    ],
    localities: loc('Arera Colony=462016; MP Nagar=462011; Shahpura=462039'),
  },
  {
    city: 'Kochi',
    state: 'Kerala',
    weight: 3,
    languages: ['Malayalam'],
    cultures: [
      ['malayalam', 6],
      ['tamil', 0.5],
      ['gujarati', 0.2],
    ],
    localities: loc('Kadavanthra=682020; Edappally=682024; Panampilly Nagar=682036'),
  },
  {
    city: 'Thiruvananthapuram',
    state: 'Kerala',
    weight: 2,
    languages: ['Malayalam', 'Tamil'],
    cultures: [
      ['malayalam', 6],
      ['tamil', 0.5],
    ],
    localities: loc('Kowdiar=695003; Vazhuthacaud=695014; Pattom=695004'),
  },
  {
    city: 'Srinagar',
    state: 'Jammu and Kashmir',
    weight: 1.5,
    languages: ['Kashmiri', 'Urdu'],
    cultures: [
      ['kashmiri', 6],
      ['punjabi', 0.3],
    ],
    localities: loc('Rajbagh=190008; Jawahar Nagar=190008; Hyderpora=190014'),
  },
];

export const CITY_WEIGHTS: readonly (readonly [City, number])[] = CITIES.map(
  (c) => [c, c.weight] as const,
);

const BUILDINGS = words(
  'Sai Krupa Complex|Shanti Residency|Lotus Business Centre|Green Park Chambers|Sunrise Towers|Anand Arcade|Prestige Plaza|Silver Oak Apartments|Meridian Court|Tulsi Heights|Harmony House|Kalpataru Square',
);
const ROADS = words(
  'Main Road|MG Road|Station Road|Temple Street|Park Avenue|Lake View Road|Church Road|Ring Road',
);

function words(s: string): string[] {
  return s.split('|');
}

export function addressLine1(
  pick: <T>(xs: readonly T[]) => T,
  int: (a: number, b: number) => number,
): string {
  switch (int(0, 2)) {
    case 0:
      return `${pick(['Suite', 'Office', 'Flat', 'Unit'])} ${int(1, 9)}0${int(1, 8)}, ${pick(BUILDINGS)}`;
    case 1:
      return `${pick(['1st', '2nd', '3rd', 'Ground'])} Floor, ${pick(BUILDINGS)}, ${int(2, 120)} ${pick(ROADS)}`;
    default:
      return `No. ${int(3, 88)}, ${pick(ROADS)}`;
  }
}
