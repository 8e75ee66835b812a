import type { Language } from '@app/domain/catalogues';

/** Naming traditions, each with the language its people most often speak at home. */
export type Culture =
  | 'hindi'
  | 'punjabi'
  | 'marathi'
  | 'gujarati'
  | 'tamil'
  | 'malayalam'
  | 'kannada'
  | 'telugu'
  | 'bengali'
  | 'odia'
  | 'assamese'
  | 'kashmiri'
  | 'sindhi'
  | 'urdu';

export interface NamePool {
  language: Language;
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
}

const words = (s: string) => s.split(' ');

export const NAME_POOLS: Record<Culture, NamePool> = {
  hindi: {
    language: 'Hindi',
    female: words(
      'Ananya Priya Neha Shruti Pooja Aditi Ritu Kavya Shreya Nidhi Swati Tanvi Pallavi Garima Ira Deepika Vandana',
    ),
    male: words(
      'Rahul Amit Vikram Arjun Rohit Saurabh Abhishek Nikhil Aditya Varun Manish Siddharth Ankit Alok Gaurav',
    ),
    last: words(
      'Sharma Verma Gupta Mishra Srivastava Tiwari Pandey Agarwal Saxena Chauhan Tripathi Dubey Rastogi Mathur Bhatnagar',
    ),
  },
  punjabi: {
    language: 'Punjabi',
    female: words('Simran Harpreet Gurleen Jasleen Navneet Mehak Amrita Rupinder Manmeet Sukhmani'),
    male: words('Gurpreet Harjeet Manpreet Karan Jaspreet Ravneet Kabir Angad Tejinder Amandeep'),
    last: words(
      'Sandhu Gill Dhillon Grewal Bajwa Sethi Malhotra Kapoor Khanna Arora Chopra Ahuja Bedi',
    ),
  },
  marathi: {
    language: 'Marathi',
    female: words(
      'Aarti Madhura Sayali Gauri Ketaki Mrunal Rutuja Sneha Manasi Ashwini Prajakta Radhika',
    ),
    male: words('Aniket Omkar Sagar Tejas Prasad Shantanu Chinmay Ninad Harshad Mandar Sameer'),
    last: words(
      'Kulkarni Deshpande Joshi Patil Gokhale Apte Deshmukh Sawant Bhosale Pawar Kale Phadke Ranade',
    ),
  },
  gujarati: {
    language: 'Gujarati',
    female: words('Hetal Krupa Dhara Nirali Foram Bhavna Riddhi Jinal Khushbu Mansi'),
    male: words('Harsh Parth Chirag Nirav Jignesh Dhaval Maulik Hardik Jay Ketan'),
    last: words('Patel Shah Mehta Desai Trivedi Parikh Vyas Dave Pandya Thakkar Bhatt'),
  },
  tamil: {
    language: 'Tamil',
    female: words(
      'Lakshmi Divya Meenakshi Kavitha Janani Nithya Revathi Harini Preethi Sangeetha Vaishnavi Gayathri',
    ),
    male: words('Karthik Arun Vignesh Senthil Prakash Ramesh Balaji Sriram Ashwin Gautham Dinesh'),
    last: words(
      'Iyer Iyengar Subramanian Krishnan Raghavan Natarajan Venkatesan Sundaram Ramasamy Chandrasekaran Rajan',
    ),
  },
  malayalam: {
    language: 'Malayalam',
    female: words('Anjali Lekshmi Aparna Nimisha Reshma Sreeja Parvathy Aswathy Meera Sneha Anna'),
    male: words('Vishnu Anoop Jithin Sreejith Akhil Jose Thomas Sanjay Arun Hari'),
    last: words('Nair Menon Pillai Kurup Varghese Kurian Panicker Mathew Joseph Warrier Nambiar'),
  },
  kannada: {
    language: 'Kannada',
    female: words('Deepa Shwetha Pavithra Sahana Bhavya Spoorthi Rashmi Chaitra Ramya Anusha'),
    male: words('Manjunath Praveen Sudeep Girish Pradeep Raghavendra Kiran Santosh Vinay Nagaraj'),
    last: words('Hegde Shetty Gowda Bhat Kamath Shenoy Nayak Murthy Acharya Rao Kulkarni'),
  },
  telugu: {
    language: 'Telugu',
    female: words('Sravani Lavanya Swathi Harika Sirisha Bhavani Keerthi Sahithi Mounika Pranathi'),
    male: words('Srinivas Venkat Naveen Chaitanya Pavan Srikanth Harsha Vamsi Sandeep Mahesh'),
    last: words('Reddy Naidu Chowdary Varma Raju Rao Kolli Vemuri Bandaru Pothula Yalamanchili'),
  },
  bengali: {
    language: 'Bengali',
    female: words(
      'Riya Sreeparna Moumita Debolina Payel Ishita Rituparna Sohini Tanushree Anwesha Ananya',
    ),
    male: words('Arindam Soumya Debashish Anirban Sourav Rajdeep Abhijit Sayan Kaushik Indranil'),
    last: words(
      'Chatterjee Banerjee Mukherjee Bose Sen Das Ghosh Chakraborty Dutta Roy Sengupta Bhattacharya',
    ),
  },
  odia: {
    language: 'Odia',
    female: words('Smita Sasmita Lipsa Sonali Ipsita Subhashree Madhusmita Pragyan'),
    male: words('Subrat Debasis Prasanta Sambit Satyajit Biswajit Ashutosh Soumendra'),
    last: words('Mohanty Panda Patnaik Sahoo Nayak Tripathy Behera Rath Mishra Swain'),
  },
  assamese: {
    language: 'Assamese',
    female: words('Priyanka Nilakshi Barnali Jonali Pallabi Rimjhim Ankita Dikshita'),
    male: words('Pranjal Bhaskar Dhruba Partha Rituraj Nayan Abhinav Jyotirmoy'),
    last: words('Baruah Bora Gogoi Saikia Hazarika Kalita Sarma Deka Phukan'),
  },
  kashmiri: {
    language: 'Kashmiri',
    female: words('Mehvish Saba Iqra Insha Rukhsana Shazia Nusrat Ulfat'),
    male: words('Aamir Faisal Irfan Zubair Tariq Showkat Mudasir Shahid'),
    last: words('Bhat Dar Lone Wani Mir Shah Qureshi Malik'),
  },
  sindhi: {
    language: 'Sindhi',
    female: words('Komal Jyoti Heena Kiran Simran Nisha Rashmi'),
    male: words('Vishal Sunil Deepak Haresh Jatin Rohit Kishore'),
    last: words(
      'Advani Hiranandani Lalwani Chandiramani Motwani Sadarangani Kripalani Jagtiani Bhatia',
    ),
  },
  urdu: {
    language: 'Urdu',
    female: words('Ayesha Fatima Zoya Sana Nazia Farah Sadia Hina Mariam Alina'),
    male: words('Imran Faizan Arif Sameer Adil Zeeshan Saif Rizwan Nadeem Danish'),
    last: words('Khan Siddiqui Ansari Qureshi Sheikh Hussain Rizvi Naqvi Farooqui Zaidi'),
  },
};

/** Migration across India: how often each tradition appears outside its home region. */
export const GLOBAL_CULTURE_WEIGHTS: readonly (readonly [Culture, number])[] = [
  ['hindi', 5],
  ['punjabi', 2],
  ['marathi', 2],
  ['gujarati', 1.5],
  ['tamil', 2],
  ['malayalam', 2],
  ['kannada', 1],
  ['telugu', 2],
  ['bengali', 2.5],
  ['odia', 0.7],
  ['assamese', 0.5],
  ['kashmiri', 0.4],
  ['sindhi', 0.6],
  ['urdu', 1.5],
];
