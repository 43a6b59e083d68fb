/**
 * The two lead forms in Nepali: every text the demo request and contact forms show (labels,
 * choices, messages, buttons) and the form endpoints' pages for posts without JavaScript, keyed by
 * the English text word for word (src/i18n/translate.ts). Only the texts shown change: the values
 * posted stay the English option values, so sales reads a lead from either language the same way.
 * Terms follow docs/glossary.md. Digits are written by the translator (Devanagari on Nepali pages).
 */
import type { Translations } from '../translate';

export const NE_FORM_TEXT: Translations = {
  // Headings, steps and buttons
  'Book your free demo': 'निःशुल्क डेमो बुक गर्नुहोस्',
  'Step {step} of 2': 'चरण {step}/२',
  'Business Section': 'व्यवसायको विवरण',
  'Personal Information Section': 'सम्पर्क विवरण',
  Next: 'अर्को',
  Back: 'अघिल्लो',
  Submit: 'पठाउनुहोस्',
  Requesting: 'पठाउँदै…',
  'Send us a message': 'हामीलाई सन्देश पठाउनुहोस्',
  'Send Message': 'सन्देश पठाउनुहोस्',
  'Sending...': 'पठाउँदै…',
  'We use your details only to reply to you. Read our {link}.':
    'तपाईंको विवरण जवाफ दिनका लागि मात्र प्रयोग गरिन्छ। थप जानकारीका लागि हाम्रो {link} पढ्नुहोस्।',
  'privacy policy': 'गोपनीयता नीति (अङ्ग्रेजीमा)',
  'Leave this field empty': 'यो खाली छोड्नुहोस्',

  // Field labels
  Industry: 'उद्योग',
  'Sub-industry': 'व्यवसायको प्रकार',
  'Pricing plan': 'प्लान',
  'Expected timeframe': 'सुरु गर्ने अनुमानित समय',
  Country: 'देश',
  Email: 'इमेल',
  Company: 'संस्थाको नाम',
  Phone: 'फोन नम्बर',
  'Job title': 'पद',
  Name: 'नाम',
  Subject: 'विषय',
  Message: 'सन्देश',

  // Empty first options and hints
  'Select your industry': 'उद्योग छान्नुहोस्',
  'Select your sub-industry': 'व्यवसायको प्रकार छान्नुहोस्',
  'Select a plan': 'प्लान छान्नुहोस्',
  'Select a timeframe': 'समय छान्नुहोस्',
  'Select your country': 'देश छान्नुहोस्',
  'Select your job title': 'पद छान्नुहोस्',
  'Choose a subject (optional)': 'विषय छान्नुहोस् (ऐच्छिक)',
  '98XXXXXXXX': '९८XXXXXXXX',

  // Choices: industries and sub-industries as the catalogue names them
  Healthcare: 'स्वास्थ्य सेवा',
  Hospitality: 'होटल तथा रेस्टुरेन्ट',
  Hospital: 'अस्पताल',
  Clinic: 'क्लिनिक',
  Lab: 'ल्याब',
  Dental: 'डेन्टल क्लिनिक',
  Pharmacy: 'फार्मेसी',
  Physiotherapy: 'फिजियोथेरापी',
  Restaurant: 'रेस्टुरेन्ट',
  Other: 'अन्य',
  // Plans
  Free: 'निःशुल्क',
  Basic: 'बेसिक',
  Standard: 'स्ट्यान्डर्ड',
  Custom: 'कस्टम',
  // Timeframes
  '1-3 months': '१–३ महिना',
  '3-6 months': '३–६ महिना',
  '6+ months': '६ महिनाभन्दा बढी',
  'Just researching': 'अहिले जानकारी मात्र लिँदै',
  // Countries
  'United States': 'संयुक्त राज्य अमेरिका',
  Canada: 'क्यानडा',
  Nepal: 'नेपाल',
  India: 'भारत',
  // Job titles
  CEO: 'प्रमुख कार्यकारी अधिकृत',
  CFO: 'प्रमुख वित्त अधिकृत',
  COO: 'प्रमुख सञ्चालन अधिकृत',
  CTO: 'प्रमुख प्रविधि अधिकृत',
  'Managing Director': 'प्रबन्ध निर्देशक',
  'Finance Manager': 'वित्त प्रबन्धक',
  'Finance Director': 'वित्त निर्देशक',
  'Operations Manager': 'सञ्चालन प्रबन्धक',
  'Operations Director': 'सञ्चालन निर्देशक',
  'IT Manager': 'आईटी प्रबन्धक',
  'IT Director': 'आईटी निर्देशक',
  'Procurement Manager': 'खरिद प्रबन्धक',
  'Supply Chain Manager': 'आपूर्ति शृङ्खला प्रबन्धक',
  'Production Manager': 'उत्पादन प्रबन्धक',
  'HR Manager': 'मानव संसाधन प्रबन्धक',
  'HR Director': 'मानव संसाधन निर्देशक',
  'Sales Manager': 'बिक्री प्रबन्धक',
  'Sales Director': 'बिक्री निर्देशक',
  'Marketing Manager': 'मार्केटिङ प्रबन्धक',
  'Marketing Director': 'मार्केटिङ निर्देशक',
  'Project Manager': 'परियोजना प्रबन्धक',
  'Business Analyst': 'व्यवसाय विश्लेषक',
  'IT Consultant': 'आईटी परामर्शदाता',
  'ERP Specialist': 'ERP विशेषज्ञ',
  'Systems Administrator': 'सिस्टम प्रशासक',
  Accountant: 'लेखापाल',
  // Contact subjects
  'Sales Inquiry': 'बिक्रीसम्बन्धी जिज्ञासा',
  'Technical Support': 'प्राविधिक सहयोग',
  Partnership: 'साझेदारी',
  'General Inquiry': 'सामान्य जिज्ञासा',

  // Field messages (src/lib/forms/schemas.ts)
  'Please select your industry.': 'कृपया आफ्नो उद्योग छान्नुहोस्।',
  'Please select your sub-industry.': 'कृपया आफ्नो व्यवसायको प्रकार छान्नुहोस्।',
  'Please select your Pricing.': 'कृपया प्लान छान्नुहोस्।',
  'Please select your expected timeframe.': 'कृपया सुरु गर्ने अनुमानित समय छान्नुहोस्।',
  'Please select your country.': 'कृपया आफ्नो देश छान्नुहोस्।',
  'Invalid email.': 'इमेल ठेगाना सही छैन।',
  'Please enter your company name.': 'कृपया संस्थाको नाम लेख्नुहोस्।',
  'Please enter a valid 10-digit phone number.': 'कृपया १० अङ्कको सही फोन नम्बर लेख्नुहोस्।',
  'Please enter your job title.': 'कृपया आफ्नो पद छान्नुहोस्।',
  'Name is required': 'कृपया नाम लेख्नुहोस्।',
  'Email is required': 'कृपया इमेल लेख्नुहोस्।',
  'Email is invalid': 'इमेल ठेगाना सही छैन।',
  'Message is required': 'कृपया सन्देश लेख्नुहोस्।',
  'Please choose one of the listed subjects.': 'कृपया सूचीमा भएका विषयमध्ये एउटा छान्नुहोस्।',
  'Please use at most {max} characters.': 'कृपया बढीमा {max} अक्षर मात्र लेख्नुहोस्।',

  // After sending (src/lib/forms/messages.ts)
  'Your request was sent, please check your email for further notices':
    'तपाईंको अनुरोध पठाइयो। थप जानकारीका लागि कृपया आफ्नो इमेल हेर्नुहोस्।',
  'Something went wrong while sending your request, please try again.':
    'अनुरोध पठाउँदा समस्या आयो, कृपया फेरि प्रयास गर्नुहोस्।',
  'Something went wrong. Please try again.': 'समस्या आयो। कृपया फेरि प्रयास गर्नुहोस्।',
  'Could not connect to the server.': 'सर्भरसँग जोडिन सकिएन।',
  "Message Sent! Thank you for contacting us. We'll get back to you shortly.":
    'सन्देश पठाइयो! सम्पर्क गर्नुभएकोमा धन्यवाद। हामी छिट्टै जवाफ दिनेछौँ।',
  'Too many requests, please try again in a minute.': 'धेरै पटक पठाइयो, कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  'The form could not be checked because the connection dropped. Please check your connection and try again.':
    'इन्टरनेट जडान टुटेकाले फारम जाँच्न सकिएन। कृपया जडान जाँचेर फेरि प्रयास गर्नुहोस्।',

  // The endpoints' pages for a form posted without JavaScript (functions/lib/formEndpoint.mts)
  'demo request': 'डेमो अनुरोध',
  message: 'सन्देश',
  'Please check your {noun}': 'कृपया आफ्नो {noun} जाँच्नुहोस्',
  'Some fields need your attention. Go back to the form (your browser’s Back button keeps what you typed), correct them and send it again.':
    'केही विवरण सच्याउनुपर्ने छ। फारममा फर्कनुहोस् (ब्राउजरको पछाडि जाने ← बटन थिच्दा लेखेका विवरण मेटिँदैनन्), सच्याएर फेरि पठाउनुहोस्।',
  'Back to the form': 'फारममा फर्कनुहोस्',
  'Your {noun} was not sent': 'तपाईंको {noun} पठाइएन',
  'Your {noun} is too long': 'तपाईंको {noun} धेरै लामो भयो',
  'This form only accepts posts from {page} on our own site. Please send it from there.':
    'यो फारम हाम्रो वेबसाइटको {page} पृष्ठबाट मात्र पठाउन सकिन्छ। कृपया त्यहीँबाट पठाउनुहोस्।',
  'The form is larger than {size} KB. Please shorten it and send it again.':
    'फारम {size} KB भन्दा ठूलो भयो। कृपया छोट्याएर फेरि पठाउनुहोस्।',
  'We could not save it just now. Please go back and send it again in a minute.':
    'अहिले सुरक्षित गर्न सकिएन। कृपया फर्केर एक मिनेटपछि फेरि पठाउनुहोस्।',
};
