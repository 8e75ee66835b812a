import type { ConcernCategory, Language, ProfessionalTitle, SpecialityTag } from './catalogues';

/**
 * The words people use, mapped to the catalogues (decision 0057): needs in everyday English and
 * Hindi (Devanagari and romanised), the old and common names of cities, languages and titles in
 * Hindi, and the words that never narrow a search. This is the listing's one vocabulary: the
 * search engine (listing-index) reads it, nothing else keeps a word list.
 */

/** What a word or phrase stands for: any one of these, on a therapist, answers it. */
export interface Meaning {
  specialities?: readonly SpecialityTag[];
  concerns?: readonly ConcernCategory[];
  languages?: readonly Language[];
  titles?: readonly ProfessionalTitle[];
  /** Canonical city names (lower case), as cityKey() gives them. */
  cities?: readonly string[];
  genders?: readonly ('female' | 'male' | 'non-binary')[];
}

const ANXIETY: Meaning = {
  specialities: ['Anxiety', 'Stress Management'],
  concerns: ['Stress & Anxiety', 'Fear & Phobias'],
};
const STRESS: Meaning = {
  specialities: ['Stress Management', 'Anxiety', 'Workplace Stress'],
  concerns: ['Stress & Anxiety'],
};
const DEPRESSION: Meaning = { specialities: ['Depression'], concerns: ['Depression'] };
const SLEEP: Meaning = {
  specialities: ['Anxiety', 'Stress Management', 'Depression'],
  concerns: ['Stress & Anxiety', 'Depression'],
};
const RELATIONSHIPS: Meaning = {
  specialities: ['Relationship Issues', 'Couples Therapy'],
  concerns: ['Relationships'],
};
const MARRIAGE: Meaning = {
  specialities: ['Couples Therapy', 'Relationship Issues', 'Divorce Counseling'],
  concerns: ['Relationships'],
  titles: ['Marriage and Family Therapist'],
};
const DIVORCE: Meaning = {
  specialities: ['Divorce Counseling', 'Couples Therapy'],
  concerns: ['Relationships'],
};
const FAMILY: Meaning = {
  specialities: ['Family Therapy'],
  concerns: ['Family Counselling'],
  titles: ['Family Therapist', 'Marriage and Family Therapist'],
};
const GRIEF: Meaning = { specialities: ['Grief Counseling'], concerns: ['Grief Counselling'] };
const WORK: Meaning = {
  specialities: ['Workplace Stress', 'Stress Management', 'Career Counseling'],
  concerns: ['Workplace'],
};
const CAREER: Meaning = { specialities: ['Career Counseling'], concerns: ['Personal Growth'] };
const ADDICTION: Meaning = { concerns: ['Addiction'] };
const DIGITAL: Meaning = { concerns: ['Digital Addiction'] };
const OCD: Meaning = { specialities: ['OCD'], concerns: ['OCD Counselling'] };
const TRAUMA: Meaning = { specialities: ['Trauma Therapy', 'PTSD'], concerns: ['Trauma & Abuse'] };
const ANGER: Meaning = {
  specialities: ['Self-Regulation', 'Dialectical Behavior Therapy (DBT)'],
  concerns: ['Anger Management'],
};
const EXAMS: Meaning = {
  specialities: ['Stress Management', 'Teen Counseling', 'Anxiety', 'Career Counseling'],
  concerns: ['Stress & Anxiety', 'Teen & Adolescent'],
};
const SELF_ESTEEM: Meaning = {
  specialities: ['Self-Esteem Issues'],
  concerns: ['Personal Growth'],
};
const CHILD: Meaning = {
  specialities: ['Child Counseling', 'Child Neurodevelopmental Disorders'],
  concerns: ['Child Counselling'],
  titles: ['Child Psychologist'],
};
const TEEN: Meaning = { specialities: ['Teen Counseling'], concerns: ['Teen & Adolescent'] };
const PARENTING: Meaning = { specialities: ['Parenting Support'], concerns: ['Parenting'] };
const ELDERLY: Meaning = { specialities: ['Elderly Counseling'], concerns: ['Family Counselling'] };
const EATING: Meaning = { specialities: ['Eating Disorders'], concerns: ['Eating Disorders'] };
const BIPOLAR: Meaning = { specialities: ['Bipolar Disorder'], concerns: ['Bipolar Counselling'] };
const ADHD: Meaning = {
  specialities: ['ADHD', 'Child Neurodevelopmental Disorders'],
  concerns: ['ADHD Counselling'],
};
const NEURODIVERSITY: Meaning = {
  specialities: ['Child Neurodevelopmental Disorders', 'Neurodiversity-Affirming Psychologist'],
  concerns: ['ADHD Counselling'],
};
const LGBTQ: Meaning = { specialities: ['LGBTQ+ Counseling'], concerns: ['LGBTQ+ Counselling'] };
const PHOBIA: Meaning = { specialities: ['Anxiety'], concerns: ['Fear & Phobias'] };
const PSYCHIATRY: Meaning = { titles: ['Psychiatrist'] };
const PSYCHOLOGY: Meaning = {
  titles: [
    'Clinical Psychologist',
    'Counselling Psychologist',
    'Psychologist',
    'Child Psychologist',
    'Rehabilitation Psychologist',
  ],
};
const COUNSELLOR: Meaning = { titles: ['Counsellor', 'Counselling Psychologist'] };

/**
 * Needs as people say them. A phrase of several words is read before its words alone ("lost my
 * job" before "lost my"); apostrophes are dropped before reading ("can't" is "cant").
 */
// prettier-ignore
export const NEED_WORDS: readonly (readonly [readonly string[], Meaning])[] = [
  [['anxiety', 'anxious', 'worry', 'worried', 'worrying', 'worries', 'nervous', 'panic'], ANXIETY],
  [['panic attack', 'panic attacks', 'overthinking', 'overthink', 'restless', 'uneasy'], ANXIETY],
  [['chinta', 'ghabrahat', 'bechaini', 'चिंता', 'चिन्ता', 'घबराहट', 'बेचैनी', 'फिक्र'], ANXIETY],
  [['stress', 'stressed', 'pressure', 'overwhelmed', 'tension', 'tense', 'burden'], STRESS],
  [['tanav', 'tanaav', 'tension', 'तनाव', 'टेंशन', 'दबाव'], STRESS],
  [['depression', 'depressed', 'sad', 'sadness', 'hopeless', 'empty', 'crying', 'unhappy'], DEPRESSION],
  [['feeling low', 'feel low', 'low mood', 'feeling down', 'no motivation', 'unmotivated'], DEPRESSION],
  [['lonely', 'loneliness', 'suicidal', 'worthless', 'numb', 'miserable'], DEPRESSION],
  [['avsaad', 'avsad', 'udaasi', 'udasi', 'udaas', 'udas', 'अवसाद', 'उदासी', 'उदास', 'डिप्रेशन', 'निराशा', 'अकेलापन'], DEPRESSION],
  [['sleep', 'insomnia', 'sleepless', 'cant sleep', 'no sleep', 'nightmares', 'neend', 'नींद', 'अनिद्रा'], SLEEP],
  [['relationship', 'relationships', 'breakup', 'break up', 'boyfriend', 'girlfriend', 'partner', 'dating', 'heartbreak'], RELATIONSHIPS],
  [['rishte', 'rishta', 'rishton', 'रिश्ते', 'रिश्ता', 'रिश्तों', 'संबंध', 'सम्बन्ध', 'प्रेम', 'pyaar', 'प्यार'], RELATIONSHIPS],
  [['marriage', 'married', 'marital', 'couple', 'couples', 'husband', 'wife', 'spouse', 'in laws', 'inlaws', 'cheating', 'affair'], MARRIAGE],
  [['shaadi', 'shadi', 'pati', 'patni', 'शादी', 'विवाह', 'पति', 'पत्नी', 'ससुराल'], MARRIAGE],
  [['divorce', 'separation', 'separated', 'custody', 'talaq', 'talaak', 'तलाक', 'तलाक़'], DIVORCE],
  [['family', 'parents', 'siblings', 'joint family', 'parivaar', 'parivar', 'परिवार', 'घर'], FAMILY],
  [['grief', 'loss', 'bereavement', 'mourning', 'passed away', 'died', 'death', 'lost my'], GRIEF],
  [['dukh', 'gham', 'shok', 'दुख', 'दुःख', 'ग़म', 'गम', 'शोक', 'मौत'], GRIEF],
  [['work', 'workplace', 'office', 'boss', 'colleague', 'colleagues', 'burnout', 'burnt out', 'burned out', 'job stress'], WORK],
  [['naukri', 'kaam', 'daftar', 'नौकरी', 'काम', 'दफ्तर', 'ऑफिस'], WORK],
  [['career', 'job', 'jobs', 'lost my job', 'unemployed', 'layoff', 'laid off', 'career change'], CAREER],
  [['addiction', 'addicted', 'alcohol', 'drinking', 'drink', 'drunk', 'drugs', 'smoking', 'gambling', 'substance'], ADDICTION],
  [['nasha', 'sharab', 'नशा', 'शराब', 'लत'], ADDICTION],
  [['phone addiction', 'gaming', 'social media', 'screen time', 'internet addiction', 'mobile addiction'], DIGITAL],
  [['ocd', 'obsessive', 'obsession', 'compulsive', 'compulsion', 'intrusive thoughts', 'intrusive'], OCD],
  [['trauma', 'abuse', 'abused', 'ptsd', 'flashbacks', 'assault', 'violence', 'harassment'], TRAUMA],
  [['sadma', 'सदमा', 'आघात', 'ट्रॉमा', 'हिंसा', 'शोषण'], TRAUMA],
  [['anger', 'angry', 'temper', 'rage', 'irritable', 'irritation', 'gussa', 'krodh', 'गुस्सा', 'क्रोध', 'चिड़चिड़ापन'], ANGER],
  [['exam', 'exams', 'board exams', 'studies', 'study', 'student', 'students', 'college', 'results', 'pariksha', 'padhai', 'परीक्षा', 'पढ़ाई'], EXAMS],
  [['self esteem', 'confidence', 'insecure', 'insecurity', 'self worth', 'aatmvishwas', 'आत्मविश्वास'], SELF_ESTEEM],
  [['child', 'children', 'kid', 'kids', 'son', 'daughter', 'toddler', 'baccha', 'bachcha', 'bacche', 'बच्चा', 'बच्चे', 'बच्चों', 'बेटा', 'बेटी'], CHILD],
  [['teen', 'teens', 'teenager', 'teenagers', 'adolescent', 'adolescents', 'kishor', 'किशोर'], TEEN],
  [['parenting', 'parent', 'new mom', 'new mother', 'postpartum', 'toddler tantrums'], PARENTING],
  [['elderly', 'old age', 'ageing', 'aging', 'dementia', 'senior', 'seniors', 'budhapa', 'बुढ़ापा', 'बुजुर्ग'], ELDERLY],
  [['eating', 'food', 'binge', 'anorexia', 'bulimia', 'weight', 'body image'], EATING],
  [['bipolar', 'mood swings', 'manic', 'mania'], BIPOLAR],
  [['adhd', 'attention', 'focus', 'concentration', 'hyperactive', 'distracted'], ADHD],
  [['autism', 'autistic', 'asd', 'dyslexia', 'learning disability', 'neurodivergent', 'neurodiverse', 'ऑटिज्म'], NEURODIVERSITY],
  [['lgbt', 'lgbtq', 'gay', 'lesbian', 'queer', 'bisexual', 'trans', 'transgender', 'coming out'], LGBTQ],
  [['phobia', 'phobias', 'fear', 'fears', 'scared', 'afraid', 'dar', 'bhay', 'डर', 'भय', 'फोबिया'], PHOBIA],
  [['psychiatrist', 'medication', 'medicine', 'medicines', 'tablets', 'prescription', 'मनोचिकित्सक'], PSYCHIATRY],
  [['psychologist', 'मनोवैज्ञानिक'], PSYCHOLOGY],
  [['counsellor', 'counselor', 'परामर्शदाता', 'काउंसलर', 'salahkar', 'सलाहकार'], COUNSELLOR],
  [['woman', 'women', 'female', 'lady', 'ladies', 'mahila', 'महिला', 'स्त्री'], { genders: ['female'] }],
  [['man', 'men', 'male', 'gents', 'purush', 'पुरुष'], { genders: ['male'] }],
  [['non binary', 'nonbinary', 'enby'], { genders: ['non-binary'] }],
];

/** Each catalogue language with the ways people write it. */
export const LANGUAGE_WORDS: Readonly<Record<Language, readonly string[]>> = {
  English: ['english', 'angrezi', 'angreji', 'अंग्रेज़ी', 'अंग्रेजी', 'इंग्लिश'],
  Hindi: ['hindi', 'हिंदी', 'हिन्दी'],
  Bengali: ['bengali', 'bangla', 'bangali', 'बंगाली', 'बांग्ला', 'বাংলা'],
  Telugu: ['telugu', 'तेलुगु', 'తెలుగు'],
  Marathi: ['marathi', 'मराठी'],
  Tamil: ['tamil', 'तमिल', 'தமிழ்'],
  Gujarati: ['gujarati', 'gujrati', 'गुजराती', 'ગુજરાતી'],
  Kannada: ['kannada', 'कन्नड़', 'कन्नड', 'ಕನ್ನಡ'],
  Urdu: ['urdu', 'उर्दू', 'اردو'],
  Odia: ['odia', 'oriya', 'ओड़िया', 'उड़िया', 'ଓଡ଼ିଆ'],
  Malayalam: ['malayalam', 'मलयालम', 'മലയാളം'],
  Punjabi: ['punjabi', 'panjabi', 'पंजाबी', 'ਪੰਜਾਬੀ'],
  Assamese: ['assamese', 'असमिया', 'অসমীয়া'],
  Sindhi: ['sindhi', 'सिंधी'],
  Kashmiri: ['kashmiri', 'कश्मीरी'],
};

/** Speaking-therapist tags that stand for a language. */
export const LANGUAGE_SPECIALITIES: Partial<Record<Language, SpecialityTag>> = {
  Hindi: 'Hindi-Speaking Therapist',
  Bengali: 'Bengali-Speaking Therapist',
  Tamil: 'Tamil-Speaking Therapist',
  Telugu: 'Telugu-Speaking Therapist',
};

/**
 * Cities by every name people use: the first is the canonical key, the rest (old names, common
 * spellings, Hindi) mean the same place, in a search box and in the location filter alike.
 */
// prettier-ignore
export const CITY_NAMES: readonly (readonly string[])[] = [
  ['bengaluru', 'bangalore', 'banglore', 'bengalooru', 'बेंगलुरु', 'बेंगलूरु', 'बंगलौर', 'बैंगलोर'],
  ['mumbai', 'bombay', 'मुंबई', 'मुम्बई', 'बंबई', 'बम्बई'],
  ['gurugram', 'gurgaon', 'गुरुग्राम', 'गुड़गांव', 'गुड़गाँव'],
  ['kolkata', 'calcutta', 'कोलकाता', 'कलकत्ता'],
  ['chennai', 'madras', 'चेन्नई', 'मद्रास'],
  ['thiruvananthapuram', 'trivandrum', 'तिरुवनंतपुरम', 'त्रिवेंद्रम'],
  ['pune', 'poona', 'पुणे', 'पूना'],
  ['vadodara', 'baroda', 'वडोदरा', 'बड़ौदा'],
  ['kochi', 'cochin', 'कोच्चि', 'कोचीन'],
  ['mysuru', 'mysore', 'मैसूरु', 'मैसूर'],
  ['visakhapatnam', 'vizag', 'vishakhapatnam', 'विशाखापत्तनम', 'वाइजैग'],
  ['puducherry', 'pondicherry', 'pondy', 'पुडुचेरी', 'पांडिचेरी'],
  ['prayagraj', 'allahabad', 'प्रयागराज', 'इलाहाबाद'],
  ['varanasi', 'banaras', 'benares', 'kashi', 'वाराणसी', 'बनारस'],
  ['mangaluru', 'mangalore', 'मंगलुरु', 'मंगलौर'],
  ['kozhikode', 'calicut', 'कोझिकोड'],
  ['delhi', 'dilli', 'दिल्ली', 'नई दिल्ली'],
  ['noida', 'नोएडा'],
  ['hyderabad', 'हैदराबाद'],
  ['ahmedabad', 'amdavad', 'अहमदाबाद'],
  ['jaipur', 'जयपुर'],
  ['lucknow', 'लखनऊ'],
  ['chandigarh', 'चंडीगढ़'],
  ['bhopal', 'भोपाल'],
  ['indore', 'इंदौर'],
  ['patna', 'पटना'],
  ['nagpur', 'नागपुर'],
  ['dehradun', 'देहरादून'],
  ['srinagar', 'श्रीनगर'],
  ['guwahati', 'gauhati', 'गुवाहाटी'],
  ['bhubaneswar', 'bhubaneshwar', 'भुवनेश्वर'],
  ['coimbatore', 'kovai', 'कोयंबटूर'],
  ['vijayawada', 'bezawada', 'विजयवाड़ा'],
  ['surat', 'सूरत'],
  ['kanpur', 'कानपुर'],
];

/**
 * The catalogue's names as Hindi pages show them (locales/*.json, `names.*`): a concern,
 * speciality, title or language typed as the page wrote it finds it. A name in two parts
 * ("अवसाद (डिप्रेशन)") is known by each part too; phrases longer than three words are not read
 * as one (the search reads at most three words together).
 */
export function catalogueNameWords(
  hindi: Readonly<Record<string, string>>,
  english: Readonly<Record<string, string>>,
): [string, Meaning][] {
  const out: [string, Meaning][] = [];
  for (const [id, value] of Object.entries(english)) {
    const [namespace, kind] = id.split('.');
    if (namespace !== 'names') continue;
    const shown = hindi[id];
    if (!value || !shown) continue;
    const meaning: Meaning | null =
      kind === 'concern'
        ? { concerns: [value as ConcernCategory] }
        : kind === 'speciality'
          ? { specialities: [value as SpecialityTag] }
          : kind === 'title'
            ? { titles: [value as ProfessionalTitle] }
            : kind === 'language'
              ? {
                  languages: [value as Language],
                  specialities: [LANGUAGE_SPECIALITIES[value as Language]].filter(
                    (tag): tag is SpecialityTag => tag !== undefined,
                  ),
                }
              : null;
    if (!meaning) continue;
    const parts = [shown, ...shown.split(/[()]/)].map((p) => p.trim()).filter(Boolean);
    for (const part of new Set(parts)) out.push([part, meaning]);
  }
  return out;
}

/**
 * Words that never narrow a search: people write them around what they need ("I need help for my
 * anxiety", "hindi speaking therapist in delhi", "mujhe chinta hai").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...'a an the i im ive me my mine myself we our us you your he she his her it its they them their'.split(
    ' ',
  ),
  ...'is am are was were be been being have has had do does did can could would should will shall'.split(
    ' ',
  ),
  ...'may might must to of in on at by for with about from into near nearby around and or but so'.split(
    ' ',
  ),
  ...'if very really too always often sometimes all any some lot lots much many more most just'.split(
    ' ',
  ),
  ...'feel feeling feelings felt get getting got keep keeps want wants wanted looking look find'.split(
    ' ',
  ),
  ...'need needs needed help helping someone somebody person people who which what how why when'.split(
    ' ',
  ),
  ...'where this that these those there here since after due issue issues problem problems'.split(
    ' ',
  ),
  ...'therapist therapists therapy counselling counseling session sessions speaking speaks speak'.split(
    ' ',
  ),
  ...'language best good top please doctor dr cant dont cannot not no life am'.split(' '),
  ...'mujhe mera meri mere hai hain ho ka ki ke ko se mein me aur bahut kuch liye chahiye'.split(
    ' ',
  ),
  ...'wala wali wale koi ek nahi nahin hota hoti raha rahi aati aata aate lagta lagti'.split(' '),
  ...'time times every everyday day days night nights lately recently since'.split(' '),
  ...'मुझे मेरा मेरी मेरे है हैं हो का की के को से में और बहुत कुछ लिए चाहिए वाला वाली वाले'.split(' '),
  ...'कोई एक नहीं होता होती रहा रही मदद ज़रूरत जरूरत थेरेपिस्ट डॉक्टर बोलने भाषी'.split(' '),
]);
