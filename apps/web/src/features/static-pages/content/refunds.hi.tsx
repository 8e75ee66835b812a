import { Link } from 'react-router';
import {
  BOOKING_FEE_RUPEES,
  FEATURED_PLANS,
  REFUND_WINDOW_HOURS,
  REFUND_WORKING_DAYS,
  REQUEST_REVIEW_BUSINESS_DAYS,
} from '@app/domain/constants';
import { bookingAmounts, formatRupees } from '@app/domain/pricing';
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '@app/domain/series';
import { paths } from '#config/paths';
import type { LegalSection, PolicyText } from '../components/legal-page';

const FEE = formatRupees(BOOKING_FEE_RUPEES);
const HOURS = REFUND_WINDOW_HOURS;
/** A worked example of how a session fee splits (pricing.ts bookingAmounts). */
const EXAMPLE_FEE = 1500;
const EXAMPLE_REST = bookingAmounts(EXAMPLE_FEE).atSession ?? 0;
const [ONE_MONTH, THREE_MONTHS] = FEATURED_PLANS;

/** The refunds policy in Hindi: the same rules as refunds.en.tsx, written for Hindi readers. */
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'booking-fee',
    title: 'बुकिंग शुल्क',
    body: (
      <>
        <p>
          सेशन बुक करते समय आप {FEE} का बुकिंग शुल्क ऑनलाइन देते हैं। यह कोई अतिरिक्त शुल्क नहीं है: यह थेरेपिस्ट के सेशन
          शुल्क का ही हिस्सा है, और बाकी शुल्क आप सेशन पर थेरेपिस्ट को देते हैं। जैसे, {formatRupees(EXAMPLE_FEE)} के
          सेशन के लिए आप बुक करते समय {FEE} देते हैं और सेशन पर {formatRupees(EXAMPLE_REST)}: कुल मिलाकर{' '}
          {formatRupees(EXAMPLE_FEE)}।
        </p>
        <p>
          इस प्लेटफ़ॉर्म के थेरेपिस्ट {FEE} की छूट देते हैं, जो हमारे प्लेटफ़ॉर्म शुल्क का काम करती है। आपके सेशन पर हम कोई
          कमीशन नहीं लेते।
        </p>
      </>
    ),
  },
  {
    id: 'client-cancellation',
    title: 'अगर आप रद्द करते हैं',
    body: (
      <ul>
        <li>
          बुकिंग के {HOURS} घंटे के भीतर रद्द करने को कहें, तो इसी नियम से आपका अनुरोध उसी समय मंज़ूर हो जाता है,
          किसी समीक्षा की ज़रूरत नहीं होती: सेशन रद्द हो जाता है और {FEE} का बुकिंग शुल्क पूरा वापस मिल जाता है।
        </li>
        <li>
          बुकिंग के {HOURS} घंटे बाद किया गया अनुरोध हमारी टीम के पास जाता है, जो{' '}
          {REQUEST_REVIEW_BUSINESS_DAYS.from}-{REQUEST_REVIEW_BUSINESS_DAYS.to} कामकाजी दिनों में उस पर
          फ़ैसला करती है। {HOURS} घंटे के बाद बुकिंग शुल्क वापस नहीं मिलता।
        </li>
        <li>
          ऑनलाइन इसके अलावा कुछ नहीं लिया जाता: सेशन शुल्क का बाकी हिस्सा सिर्फ़ उसी सेशन पर दिया जाता है जो
          असल में होता है।
        </li>
        <li>
          सेशन रद्द करने या रद्द करने का अनुरोध भेजने के लिए{' '}
          <Link to={paths.myAppointments()}>मेरे अपॉइंटमेंट</Link> पर जाएँ।
        </li>
      </ul>
    ),
  },
  {
    id: 'therapist-cancellation',
    title: 'अगर थेरेपिस्ट रद्द करें या बुकिंग स्वीकार न करें',
    body: (
      <p>
        अगर आपके थेरेपिस्ट सेशन रद्द करते हैं, या आपकी बुकिंग स्वीकार नहीं करते, तो आपको बुकिंग शुल्क का पूरा रिफ़ंड
        मिलता है, चाहे ऐसा कभी भी हो। आप चाहें तो किसी दूसरे थेरेपिस्ट के साथ बुक कर सकते हैं।
      </p>
    ),
  },
  {
    id: 'weekly-series',
    title: 'हर हफ़्ते के सेशन (साप्ताहिक सीरीज़)',
    body: (
      <ul>
        <li>
          आप एक ही भुगतान में {SERIES_MIN_WEEKS} से {SERIES_MAX_WEEKS} हफ़्तों तक हर हफ़्ते एक ही दिन और समय
          पर सेशन बुक कर सकते हैं: जितने हफ़्ते बुक होते हैं, हर हफ़्ते के {FEE}। जिन हफ़्तों में वह समय खाली नहीं होता, वे
          न बुक होते हैं और न उनका शुल्क लिया जाता है।
        </li>
        <li>
          अगर आपका भुगतान पहुँचने तक किसी हफ़्ते का समय बुक नहीं हो पाता (जैसे, इस बीच किसी और ने वह समय ले
          लिया), तो उस हफ़्ते के {FEE} आपको वापस कर दिए जाते हैं।
        </li>
        <li>
          हर हफ़्ता अपने-आप में अलग सेशन है, और ऊपर के नियमों से उसका रिफ़ंड भी अलग होता है: उसी हफ़्ते के {FEE}, उसके
          अपने क्रेडिट नोट के साथ।
        </li>
        <li>
          “सीरीज़ के बाकी सेशन रद्द करें” चुने गए हफ़्ते और उसके बाद के हर हफ़्ते को रद्द करने का अलग-अलग अनुरोध मानता
          है: उसी {HOURS} घंटे वाले नियम से हर हफ़्ता या तो तुरंत रिफ़ंड के साथ मंज़ूर हो जाता है, या फ़ैसले के लिए
          हमारी टीम के पास जाता है।
        </li>
      </ul>
    ),
  },
  {
    id: 'no-show',
    title: 'छूटे हुए सेशन',
    body: (
      <p>
        अगर आप बिना रद्द किए किसी पक्के सेशन में नहीं आते, तो बुकिंग शुल्क वापस नहीं मिलता। अगर किसी वजह से आप सेशन
        में नहीं जुड़ पाए, तो हमें लिखें; हम आपकी बात ध्यान से देखेंगे।
      </p>
    ),
  },
  {
    id: 'timing',
    title: 'रिफ़ंड कैसे और कब मिलता है',
    body: (
      <p>
        रिफ़ंड उसी कार्ड या खाते में जाता है जिससे आपने भुगतान किया था, और हर रिफ़ंड के लिए आपके टैक्स इनवॉइस पर एक
        क्रेडिट नोट जारी होता है। मंज़ूरी के बाद रिफ़ंड आप तक पहुँचने में, आपके बैंक के हिसाब से,{' '}
        {REFUND_WORKING_DAYS.from} से {REFUND_WORKING_DAYS.to} कामकाजी दिन लगते हैं।
      </p>
    ),
  },
  {
    id: 'featured',
    title: 'थेरेपिस्ट के लिए फ़ीचर्ड लिस्टिंग',
    body: (
      <>
        <p>
          थेरेपिस्ट फ़ीचर्ड लिस्टिंग ख़रीद सकते हैं: {ONE_MONTH.months} महीने के लिए{' '}
          {formatRupees(ONE_MONTH.rupees)} या {THREE_MONTHS.months} महीने के लिए{' '}
          {formatRupees(THREE_MONTHS.rupees)}। यह अपने-आप रिन्यू नहीं होती, और चालू होने के बाद इसका रिफ़ंड
          नहीं मिलता।
        </p>
        <p>बेसिक प्रोफ़ाइल हमेशा मुफ़्त है।</p>
      </>
    ),
  },
];

export const text: PolicyText = {
  updated: '29 नवंबर 2026',
  intro: (
    <p>
      योजनाएँ बदल जाती हैं। सेशन रद्द होने पर, चाहे आप रद्द करें या थेरेपिस्ट, बुकिंग शुल्क का क्या होता है, यह यहाँ
      साफ़-साफ़ लिखा है।
    </p>
  ),
  sections: SECTIONS,
};
