import type { Translation } from '../../lib/i18n/catalogue.js';
import type { SignupTexts } from './texts.js';

const hi: Translation<SignupTexts> = {
  title: 'अपनी दुकान जोड़ें',
  lead: 'आपकी दुकान को अपना पता मिलता है। वह बंद शुरू होती है, बिना नाइयों या सेवाओं के, ताकि आप उसे तैयार करें।',
  loading: 'लोड हो रहा है...',
  loadFailed: 'साइन-अप लोड नहीं हो सका',
  tryAgain: 'कृपया फिर से कोशिश करें।',
  retry: 'फिर कोशिश करें',
  retrying: 'फिर से कोशिश हो रही है...',
  closedTitle: 'साइन-अप बंद है',
  closedLead: 'अभी यहाँ नई दुकानों का साइन-अप नहीं हो रहा। अपनी दुकान जोड़ने के लिए प्लैटफ़ॉर्म के ऑपरेटर से कहें।',
  slug: 'स्लग',
  slugHint: 'आपकी दुकान का पता: /s/slug. छोटे अक्षर, अंक और हाइफ़न।',
  shopName: 'दुकान का नाम',
  timeZone: 'समय क्षेत्र',
  ownerUsername: 'आपका यूज़रनेम',
  ownerPassword: 'आपका पासवर्ड',
  passwordHint: 'कम से कम 8 अक्षर। इससे आप अपनी दुकान के एडमिन पेज पर साइन इन करेंगे।',
  code: 'आमंत्रण कोड',
  codeHint: 'प्लैटफ़ॉर्म के ऑपरेटर का दिया कोड, जैसे K7QM-2XRP-9TCW-HB4N.',
  submit: 'साइन अप करें',
  submitting: 'साइन अप हो रहा है...',
  failed: 'आपकी दुकान का साइन-अप नहीं हुआ',
  doneTitle: ({ name }) => `${name} तैयार है`,
  doneLead: 'अपने चुने यूज़रनेम और पासवर्ड से साइन इन करें, फिर नाई और सेवाएँ जोड़ें और दुकान खोलें।',
  openAdmin: 'अपनी दुकान के एडमिन पेज पर जाएँ',
};

export default hi;
