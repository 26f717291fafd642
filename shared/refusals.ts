/**
 * Every refusal the server can give (issue 29): a stable code, the English
 * text exactly as the server answers it, and the same in Gujarati. Error
 * answers carry the code and its parameters (GraphQL `extensions.messageCode`
 * and `extensions.messageParams`, REST `messageCode` and `messageParams`)
 * beside the unchanged English `message`; the admin shows the text in the
 * staff member's language, the mobile app and integrators keep the English.
 *
 * Texts are ICU messages (intl-messageformat, as i18next-icu reads them):
 * `{label}` is a parameter, `{count, plural, …}` and `{kind, select, …}`
 * choose a wording, and an apostrophe right before a brace is written twice
 * (`''{name}''` is `'X'`). Gujarati keeps the loan words staff use (કેટેગરી,
 * ફ્રેમ, સબ્સ્ક્રિપ્શન, પ્લાન, મોબાઇલ નંબર, પાસવર્ડ) and typographic quotes,
 * which need no escaping. `test/server/refusals.spec.ts` fails when a text
 * the server can produce is missing here, or when a translation's parameters
 * differ from the English.
 *
 * Pure data and pure functions: no DOM, no Node, nothing imported.
 */

export interface RefusalText {
  /** Stable, snake_case; never reused for another meaning. */
  readonly code: string;
  /** The server's English, byte for byte once formatted. */
  readonly en: string;
  readonly gu: string;
}

// Gujarati words for a parameter whose English value is one of a few known words.
const USER_TYPE_GU = 'business {બિઝનેસ} panchayat {પંચાયત} election {ઇલેક્શન}';

export const REFUSALS = [
  // ── Input rules shared by many fields (labels are the form's English labels) ──
  { code: 'field_required', en: '{label} is required', gu: '{label} જરૂરી છે' },
  { code: 'text_too_long', en: '{label} must be at most {max} characters', gu: '{label}: વધુમાં વધુ {max} અક્ષર લખી શકાય' },
  { code: 'not_text', en: '{label} must be text', gu: '{label} લખાણ હોવું જોઈએ' },
  { code: 'id_not_found', en: '{label} not found', gu: 'આ {label} અસ્તિત્વમાં નથી' },
  {
    code: 'calendar_day_invalid',
    en: '{label} must be a date written YYYY-MM-DD (or DD/MM/YYYY)',
    gu: '{label} YYYY-MM-DD (અથવા DD/MM/YYYY) રીતે લખેલી તારીખ હોવી જોઈએ',
  },
  { code: 'not_a_date', en: '{field} must be a date', gu: '{field} તારીખ હોવી જોઈએ' },
  { code: 'not_whole_number', en: '{field} must be a whole number', gu: '{field} પૂર્ણ સંખ્યા હોવી જોઈએ' },
  {
    code: 'whole_number_range',
    en: '{field} must be a whole number from {min} to {max}',
    gu: '{field}: {min} થી {max} સુધીની પૂર્ણ સંખ્યા આપો',
  },
  { code: 'number_range', en: '{field} must be from {min} to {max}', gu: '{field}: {min} થી {max} સુધીનો આંકડો આપો' },
  { code: 'number_minimum', en: '{field} must be {min} or more', gu: '{field}: {min} કે તેથી વધુનો આંકડો આપો' },
  { code: 'not_boolean', en: '{field} must be true or false', gu: '{field}: true અથવા false આપો' },
  { code: 'not_one_of', en: '{field} must be one of {values}', gu: '{field}: આમાંથી એક આપો: {values}' },
  { code: 'not_one_of_list', en: '{field} must be one of: {values}', gu: '{field}: આમાંથી એક આપો: {values}' },
  {
    code: 'user_type_invalid',
    en: '{label} must be business, panchayat or election',
    gu: '{label}: બિઝનેસ, પંચાયત અથવા ઇલેક્શન પસંદ કરો',
  },
  { code: 'invalid_input', en: 'Invalid input', gu: 'આપેલી માહિતી માન્ય નથી' },
  { code: 'invalid_email', en: 'Invalid email address', gu: 'ઈમેલ એડ્રેસ ખોટું છે' },
  { code: 'invalid_login_email', en: 'Invalid Email address', gu: 'ઈમેલ એડ્રેસ ખોટું છે' },
  { code: 'invalid_mobile', en: 'Invalid mobile number', gu: 'મોબાઇલ નંબર ખોટો છે' },
  { code: 'invalid_url', en: 'Invalid url address', gu: 'વેબસાઇટનું એડ્રેસ (URL) ખોટું છે' },
  { code: 'code_missing', en: 'Code required', gu: 'કોડ જરૂરી છે' },
  { code: 'role_or_user_type_required', en: 'Role or userType is required', gu: 'રોલ અથવા userType જરૂરી છે' },
  { code: 'role_invalid', en: 'Role must be Admin or Employee', gu: 'રોલ Admin અથવા Employee હોવો જોઈએ' },
  { code: 'sort_direction_invalid', en: 'sortDirection must be asc or desc', gu: 'sortDirection asc અથવા desc હોવું જોઈએ' },
  {
    code: 'subscription_state_invalid',
    en: 'state must be all, subscribed, expired or none',
    gu: 'state all, subscribed, expired અથવા none હોવું જોઈએ',
  },
  { code: 'staff_id_invalid', en: 'staffId must be a staff member id', gu: 'staffId સ્ટાફ સભ્યની id હોવી જોઈએ' },
  { code: 'after_id_invalid', en: 'after must be the id of a user', gu: 'after યુઝરની id હોવી જોઈએ' },
  { code: 'occupation_invalid', en: 'Occupation must be one of the listed titles', gu: 'વ્યવસાય યાદીમાંથી જ પસંદ કરો' },
  { code: 'pin_invalid', en: 'Pin must be 4 to 6 digits', gu: 'પિન 4 થી 6 અંકનો હોવો જોઈએ' },
  { code: 'password_too_short', en: 'Password must be at least 8 characters', gu: 'પાસવર્ડ ઓછામાં ઓછા 8 અક્ષરનો હોવો જોઈએ' },
  { code: 'password_too_common', en: 'Password is too common', gu: 'આ પાસવર્ડ બહુ સામાન્ય છે, બીજો પસંદ કરો' },
  {
    code: 'notify_at_invalid',
    en: 'Notify At must be a time HH:MM, 00:00 to 23:59 (India time)',
    gu: 'નોટિફિકેશનનો સમય HH:MM રીતે, 00:00 થી 23:59 (ભારતીય સમય) વચ્ચે હોવો જોઈએ',
  },
  { code: 'font_color_invalid', en: 'Font color must be a colour like #1a2b3c', gu: 'ફોન્ટનો રંગ #1a2b3c જેવો કલર કોડ હોવો જોઈએ' },
  { code: 'frame_field_type_invalid', en: 'Type must be text or image', gu: 'પ્રકાર text (લખાણ) અથવા image (ઇમેજ) હોવો જોઈએ' },
  {
    code: 'variable_name_invalid',
    en: 'Variable Name may contain only letters, digits and underscores',
    gu: 'વેરિયેબલ નેમમાં ફક્ત અંગ્રેજી અક્ષરો, અંકો અને અંડરસ્કોર (_) જ ચાલે',
  },
  { code: 'language_invalid', en: 'Language must be en or gu', gu: 'ભાષા en (અંગ્રેજી) અથવા gu (ગુજરાતી) હોવી જોઈએ' },
  { code: 'suvichar_not_gujarati', en: 'Suvichar must be written in Gujarati', gu: 'સુવિચાર ગુજરાતીમાં લખેલો હોવો જોઈએ' },
  { code: 'too_many_images', en: 'Too many images', gu: 'ઇમેજ ઘણી વધારે છે' },
  {
    code: 'subject_type_invalid',
    en: 'subjectType must be one of: custom_category, subcategory, festival',
    gu: 'subjectType custom_category, subcategory અથવા festival હોવું જોઈએ',
  },

  // ── Requests the server cannot read ──
  { code: 'bad_request', en: 'Bad request', gu: 'વિનંતી ખોટી છે' },
  { code: 'malformed_json', en: 'Malformed JSON in request body', gu: 'વિનંતીમાં JSON ખોટી રીતે લખેલું છે' },
  { code: 'malformed_url', en: 'Malformed URL', gu: 'URL ખોટું છે' },
  { code: 'malformed_multipart', en: 'Malformed multipart body', gu: 'મોકલેલું ફોર્મ (multipart) ખોટી રીતે બનેલું છે' },
  { code: 'multipart_no_boundary', en: 'Multipart request without a boundary', gu: 'multipart વિનંતીમાં boundary નથી' },
  { code: 'body_not_object', en: 'Request body must be a JSON object', gu: 'વિનંતીનું બોડી JSON ઑબ્જેક્ટ હોવું જોઈએ' },
  { code: 'body_too_large', en: 'Request body is too large', gu: 'વિનંતી બહુ મોટી છે' },
  {
    code: 'body_too_deep',
    en: 'Request body is nested too deeply (at most {max} levels)',
    gu: 'વિનંતીનું બોડી બહુ ઊંડે સુધી ગૂંથાયેલું છે (વધુમાં વધુ {max} સ્તર)',
  },
  { code: 'body_too_slow', en: 'The request body took too long to arrive', gu: 'વિનંતી આવતાં બહુ વાર લાગી' },
  {
    code: 'form_fields_too_many',
    en: 'Too many or too long form fields in the multipart body',
    gu: 'ફોર્મમાં ઘણાં બધાં અથવા બહુ લાંબાં ફીલ્ડ છે',
  },
  {
    code: 'query_too_large',
    en: 'Query is too large: the token limit of {max} is exceeded',
    gu: 'ક્વેરી બહુ મોટી છે: {max} ટોકનની મર્યાદા વટાવી ગઈ',
  },
  {
    code: 'bad_text',
    en: 'Text must not contain NUL characters or invalid Unicode',
    gu: 'લખાણમાં NUL અક્ષર કે અમાન્ય યુનિકોડ ન હોવો જોઈએ',
  },
  {
    code: 'csrf_blocked',
    en:
      "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header " +
      '(with a type that is not one of application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty value ' +
      'for one of the following headers: x-apollo-operation-name, apollo-require-preflight',
    gu:
      'સંભવિત Cross-Site Request Forgery (CSRF) તરીકે આ ઑપરેશન રોકવામાં આવ્યું છે. ' +
      "કાં તો 'content-type' હેડર આપો (application/x-www-form-urlencoded, multipart/form-data કે text/plain સિવાયનો), " +
      'કાં તો આમાંથી કોઈ એક હેડરમાં ખાલી ન હોય એવી કિંમત આપો: x-apollo-operation-name, apollo-require-preflight',
  },
  {
    code: 'method_not_allowed',
    en: '{method} is not allowed here. Allowed: {allowed}',
    gu: '{method} અહીં ચાલતું નથી. આ ચાલે છે: {allowed}',
  },
  { code: 'not_found', en: 'Not found', gu: 'મળ્યું નથી' },
  { code: 'record_not_found', en: 'Record not found', gu: 'રેકોર્ડ મળ્યો નથી' },
  { code: 'record_exists', en: 'This record already exists', gu: 'આ રેકોર્ડ પહેલેથી છે' },
  { code: 'reference_missing', en: 'A referenced record does not exist', gu: 'જે રેકોર્ડ પસંદ કર્યો છે તે અસ્તિત્વમાં નથી' },
  { code: 'value_out_of_range', en: 'A number or date is out of range', gu: 'કોઈ આંકડો કે તારીખ માન્ય મર્યાદાની બહાર છે' },
  { code: 'value_too_long', en: 'A value is too long', gu: 'કોઈ કિંમત બહુ લાંબી છે' },
  { code: 'page_out_of_range', en: 'page or limit is out of range', gu: 'page અથવા limit માન્ય મર્યાદાની બહાર છે' },
  { code: 'failed', en: 'Failed', gu: 'કામ પૂરું ન થયું' },
  {
    code: 'database_unavailable',
    en: 'The database is unavailable. Please try again shortly',
    gu: 'ડેટાબેઝ હાલ ઉપલબ્ધ નથી. થોડી વારમાં ફરી પ્રયાસ કરો',
  },

  // ── Sign-in and access ──
  { code: 'sign_in_required', en: 'Please sign in to continue', gu: 'આગળ વધવા માટે સાઇન ઇન કરો' },
  { code: 'forbidden', en: 'You do not have permission to do this', gu: 'આ કરવાની તમને પરવાનગી નથી' },
  {
    code: 'no_access_policy',
    en: 'This operation declares no access policy',
    gu: 'આ ઑપરેશન માટે કોણ વાપરી શકે તે નક્કી કરેલું નથી',
  },
  { code: 'wrong_credentials', en: 'Invalid email or password', gu: 'ઈમેલ અથવા પાસવર્ડ ખોટો છે' },
  {
    code: 'account_inactive',
    en: 'Your account is inactive. Please contact the superadmin',
    gu: 'તમારું એકાઉન્ટ નિષ્ક્રિય છે. કૃપા કરી સુપરએડમિનનો સંપર્ક કરો',
  },
  {
    code: 'account_gone',
    en: 'Your account no longer exists. Please contact the superadmin',
    gu: 'તમારું એકાઉન્ટ હવે અસ્તિત્વમાં નથી. કૃપા કરી સુપરએડમિનનો સંપર્ક કરો',
  },
  {
    code: 'session_expired',
    en: 'Your session has expired. Please sign in again',
    gu: 'તમારું સેશન પૂરું થઈ ગયું છે. ફરી સાઇન ઇન કરો',
  },
  { code: 'session_ended', en: 'This session was ended. Please sign in again', gu: 'આ સેશન બંધ કરી દેવાયું છે. ફરી સાઇન ઇન કરો' },
  { code: 'challenge_expired', en: 'Sign-in expired. Please sign in again', gu: 'સાઇન-ઇનનો સમય પૂરો થઈ ગયો. ફરી સાઇન ઇન કરો' },
  { code: 'invalid_code', en: 'Invalid code', gu: 'કોડ ખોટો છે' },
  { code: 'two_factor_already_on', en: 'Two-factor sign-in is already on', gu: 'ટુ-ફેક્ટર સાઇન-ઇન પહેલેથી ચાલુ છે' },
  { code: 'two_factor_setup_first', en: 'Start two-factor setup first', gu: 'પહેલાં ટુ-ફેક્ટર સેટઅપ શરૂ કરો' },
  {
    code: 'two_factor_required',
    en: 'Two-factor sign-in is required for every staff member',
    gu: 'દરેક સ્ટાફ સભ્ય માટે ટુ-ફેક્ટર સાઇન-ઇન ફરજિયાત છે',
  },
  {
    code: 'two_factor_not_on',
    en: 'Two-factor sign-in is not on for this user',
    gu: 'આ યુઝર માટે ટુ-ફેક્ટર સાઇન-ઇન ચાલુ નથી',
  },
  {
    code: 'password_reset_not_set_up',
    en: 'Password reset by email is not set up',
    gu: 'ઈમેલથી પાસવર્ડ રીસેટ કરવાની સુવિધા ગોઠવેલી નથી',
  },
  {
    code: 'reset_link_expired',
    en: 'This link has expired or was already used. Please ask for a new one',
    gu: 'આ લિંકની મુદત પૂરી થઈ ગઈ છે અથવા તે વપરાઈ ગઈ છે. કૃપા કરી નવી લિંક માગો',
  },
  {
    code: 'own_temporary_password',
    en: 'You cannot set a temporary password for your own account',
    gu: 'તમે તમારા પોતાના એકાઉન્ટ માટે કામચલાઉ પાસવર્ડ સેટ કરી શકતા નથી',
  },
  {
    code: 'same_password',
    en: 'The new password must differ from the temporary one',
    gu: 'નવો પાસવર્ડ કામચલાઉ પાસવર્ડથી અલગ હોવો જોઈએ',
  },
  { code: 'wrong_mobile_or_pin', en: 'Mobile number or pin is incorrect', gu: 'મોબાઇલ નંબર અથવા પિન ખોટો છે' },
  {
    code: 'too_many_login_attempts',
    en: 'Too many failed login attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    gu: 'લૉગિનના ઘણા બધા પ્રયાસો નિષ્ફળ ગયા. {minutes} મિનિટ પછી ફરી પ્રયાસ કરો.',
  },
  {
    code: 'too_many_password_reset_attempts',
    en: 'Too many failed password reset attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    gu: 'પાસવર્ડ રીસેટના ઘણા બધા પ્રયાસો નિષ્ફળ ગયા. {minutes} મિનિટ પછી ફરી પ્રયાસ કરો.',
  },
  {
    code: 'too_many_account_deletion_attempts',
    en: 'Too many failed account deletion attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    gu: 'એકાઉન્ટ ડિલીટ કરવાના ઘણા બધા પ્રયાસો નિષ્ફળ ગયા. {minutes} મિનિટ પછી ફરી પ્રયાસ કરો.',
  },
  {
    code: 'too_many_attempts',
    en: 'Too many failed {action} attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    gu: '{action} ના ઘણા બધા પ્રયાસો નિષ્ફળ ગયા. {minutes} મિનિટ પછી ફરી પ્રયાસ કરો.',
  },

  // ── Staff and app users ──
  { code: 'user_not_found', en: 'User not found', gu: 'યુઝર મળ્યો નથી' },
  { code: 'staff_member_not_found', en: 'Staff member not found', gu: 'સ્ટાફ સભ્ય મળ્યો નથી' },
  { code: 'session_not_found', en: 'Session not found', gu: 'સેશન મળ્યું નથી' },
  { code: 'email_taken', en: 'A user with this email already exists', gu: 'આ ઈમેલવાળો યુઝર પહેલેથી છે' },
  { code: 'mobile_taken', en: 'A user with this mobile number already exists', gu: 'આ મોબાઇલ નંબરવાળો યુઝર પહેલેથી છે' },
  { code: 'own_account_deactivate', en: 'You cannot deactivate your own account', gu: 'તમે તમારું પોતાનું એકાઉન્ટ નિષ્ક્રિય કરી શકતા નથી' },
  { code: 'own_account_delete', en: 'You cannot delete your own account', gu: 'તમે તમારું પોતાનું એકાઉન્ટ ડિલીટ કરી શકતા નથી' },
  { code: 'superadmin_role_fixed', en: 'The superadmin role cannot be changed here', gu: 'સુપરએડમિનનો રોલ અહીં બદલી શકાતો નથી' },
  { code: 'superadmin_undeletable', en: 'A superadmin account cannot be deleted', gu: 'સુપરએડમિનનું એકાઉન્ટ ડિલીટ કરી શકાતું નથી' },
  {
    code: 'panchayat_profile_only',
    en: 'A panchayat profile is only for panchayat users',
    gu: 'પંચાયત પ્રોફાઇલ ફક્ત પંચાયત યુઝર માટે છે',
  },
  {
    code: 'election_profile_only',
    en: 'An election profile is only for election users',
    gu: 'ઇલેક્શન પ્રોફાઇલ ફક્ત ઇલેક્શન યુઝર માટે છે',
  },
  {
    code: 'business_frames_only',
    en: 'Business frames are for business and panchayat users',
    gu: 'બિઝનેસ ફ્રેમ ફક્ત બિઝનેસ અને પંચાયત યુઝર માટે છે',
  },
  {
    code: 'export_running',
    en: 'Another export is running. Please try again when it has finished.',
    gu: 'બીજું એક્સપોર્ટ ચાલી રહ્યું છે. તે પૂરું થાય પછી ફરી પ્રયાસ કરો.',
  },
  {
    code: 'export_server_stopping',
    en: 'The server is restarting. Please try the export again in a minute.',
    gu: 'સર્વર ફરી શરૂ થઈ રહ્યું છે. એક મિનિટ પછી ફરી એક્સપોર્ટ કરો.',
  },

  // ── Subscriptions ──
  { code: 'subscription_not_found', en: 'Subscription not found', gu: 'સબ્સ્ક્રિપ્શન મળ્યું નથી' },
  {
    code: 'plan_type_mismatch',
    en: 'This plan is for {planType} users; this user is {userType, select, election {an election} other {a {userType}}} user',
    gu: `આ પ્લાન {planType, select, ${USER_TYPE_GU} other {{planType}}} યુઝર માટે છે; આ યુઝર {userType, select, ${USER_TYPE_GU} other {{userType}}} યુઝર છે`,
  },
  { code: 'plan_inactive', en: 'This plan is inactive and cannot be assigned', gu: 'આ પ્લાન નિષ્ક્રિય છે, તેથી આપી શકાતો નથી' },
  { code: 'no_subscription', en: 'This user has no subscription', gu: 'આ યુઝર પાસે કોઈ સબ્સ્ક્રિપ્શન નથી' },
  {
    code: 'plan_held_undeletable',
    en: '{count, plural, one {# user holds} other {# users hold}} this plan, so it cannot be deleted',
    gu: '{count} યુઝર પાસે આ પ્લાન છે, તેથી તેને ડિલીટ કરી શકાતો નથી',
  },
  {
    code: 'plan_held_type_fixed',
    en: '{count, plural, one {# user holds} other {# users hold}} this plan, so its type cannot be changed',
    gu: '{count} યુઝર પાસે આ પ્લાન છે, તેથી તેનો પ્રકાર બદલી શકાતો નથી',
  },

  // ── Content records ──
  { code: 'business_not_found', en: 'Business not found', gu: 'બિઝનેસ મળ્યો નથી' },
  { code: 'category_not_found', en: 'Category not found', gu: 'કેટેગરી મળી નથી' },
  { code: 'category_name_taken', en: 'A category with this name already exists', gu: 'આ નામની કેટેગરી પહેલેથી છે' },
  { code: 'subcategory_not_found', en: 'Subcategory not found', gu: 'સબકેટેગરી મળી નથી' },
  { code: 'custom_category_not_found', en: 'Customcategory not found', gu: 'કસ્ટમ કેટેગરી મળી નથી' },
  { code: 'greeting_not_found', en: 'Greeting not found', gu: 'ગ્રીટિંગ મળ્યું નથી' },
  { code: 'slider_not_found', en: 'Slider not found', gu: 'સ્લાઇડર મળ્યું નથી' },
  { code: 'theme_sample_not_found', en: 'ThemeSample not found', gu: 'થીમ સેમ્પલ મળ્યું નથી' },
  { code: 'suvichar_not_found', en: 'Suvichar not found', gu: 'સુવિચાર મળ્યો નથી' },
  { code: 'suvichar_day_taken', en: 'A suvichar for this day already exists', gu: 'આ દિવસનો સુવિચાર પહેલેથી છે' },
  { code: 'image_not_found', en: 'Image not found', gu: 'ઇમેજ મળી નથી' },
  { code: 'history_event_not_found', en: 'History event not found', gu: 'હિસ્ટરીમાં આ ઘટના મળી નથી' },

  // ── Images and galleries ──
  {
    code: 'file_too_large',
    en: 'Each image must be at most 2 MB (2,000,000 bytes)',
    gu: 'દરેક ઇમેજ વધુમાં વધુ 2 MB (2,000,000 બાઇટ) ની હોવી જોઈએ',
  },
  { code: 'file_type', en: 'Only png, jpg and jpeg images are allowed', gu: 'ફક્ત png, jpg અને jpeg ઇમેજ જ ચાલે' },
  {
    code: 'file_name_missing',
    en: 'The file needs a name ending in .png, .jpg or .jpeg',
    gu: 'ફાઇલનું નામ .png, .jpg અથવા .jpeg થી પૂરું થવું જોઈએ',
  },
  {
    code: 'file_unreadable',
    en: 'The image could not be read. Upload a complete png, jpg or jpeg file',
    gu: 'ઇમેજ વાંચી શકાઈ નહીં. પૂરી png, jpg અથવા jpeg ફાઇલ અપલોડ કરો',
  },
  {
    code: 'upload_incomplete',
    en: 'The upload did not arrive whole. Please try again',
    gu: 'અપલોડ પૂરું પહોંચ્યું નહીં. કૃપા કરી ફરી પ્રયાસ કરો',
  },
  {
    code: 'too_many_files',
    en: 'Maximum allowed number of files exceeded. Only {max} allowed',
    gu: 'મંજૂર કરતાં વધુ ફાઇલો છે. ફક્ત {max} જ ચાલે',
  },
  {
    code: 'unexpected_file_field',
    en: 'Unexpected file field "{field}". Images go in: {allowed}',
    gu: 'અણધાર્યું ફાઇલ ફીલ્ડ “{field}”. ઇમેજ આમાં મોકલો: {allowed}',
  },
  { code: 'images_order_missing', en: 'Give the images in their new order', gu: 'ઇમેજ તેમના નવા ક્રમમાં આપો' },
  { code: 'images_order_repeated', en: 'Each image may appear only once', gu: 'દરેક ઇમેજ ફક્ત એક જ વાર આપી શકાય' },
  { code: 'images_other_gallery', en: 'All images must belong to the same gallery', gu: 'બધી ઇમેજ એક જ ગેલેરીની હોવી જોઈએ' },
  {
    code: 'images_order_incomplete',
    en: 'Give every image of the gallery in its new order',
    gu: 'ગેલેરીની દરેક ઇમેજ તેના નવા ક્રમમાં આપો',
  },

  // ── Frames and frame fields ──
  { code: 'frame_not_found', en: 'Frame not found', gu: 'ફ્રેમ મળી નથી' },
  { code: 'frame_field_not_found', en: 'Frame field not found', gu: 'ફ્રેમ ફીલ્ડ મળ્યું નથી' },
  {
    code: 'variable_name_taken',
    en: 'A frame field with this variable name already exists',
    gu: 'આ વેરિયેબલ નેમવાળું ફ્રેમ ફીલ્ડ પહેલેથી છે',
  },
  {
    code: 'frame_field_image_only',
    en: 'Only a frame field of type image takes an image',
    gu: 'ફક્ત image પ્રકારના ફ્રેમ ફીલ્ડમાં જ ઇમેજ મૂકી શકાય',
  },
  {
    code: 'frame_image_missing',
    en: 'The frame image was not found. Upload it again',
    gu: 'ફ્રેમની ઇમેજ મળી નથી. ફરી અપલોડ કરો',
  },
  { code: 'regions_too_many', en: 'A frame can have at most 50 regions', gu: 'એક ફ્રેમમાં વધુમાં વધુ 50 વિસ્તાર હોઈ શકે' },
  { code: 'region_other_frame', en: 'A region id does not belong to this frame', gu: 'એક વિસ્તારની id આ ફ્રેમની નથી' },
  {
    code: 'region_unknown_field',
    en: 'A region is bound to a frame field that does not exist',
    gu: 'એક વિસ્તાર એવા ફ્રેમ ફીલ્ડ સાથે જોડાયેલો છે જે અસ્તિત્વમાં નથી',
  },
  { code: 'region_index_repeated', en: 'Each region needs its own data.index', gu: 'દરેક વિસ્તારનો data.index અલગ હોવો જોઈએ' },
  { code: 'region_size_not_numbers', en: 'Region position and size must be numbers', gu: 'વિસ્તારની જગ્યા અને સાઇઝ આંકડામાં હોવી જોઈએ' },
  { code: 'region_type_missing', en: 'Please choose region type', gu: 'વિસ્તારનો પ્રકાર પસંદ કરો' },
  {
    code: 'region_no_area',
    en: '{region} has no area: draw it at least 1 pixel wide and high',
    gu: '{region} નો કોઈ વિસ્તાર નથી: તેને ઓછામાં ઓછું 1 પિક્સેલ પહોળું અને ઊંચું દોરો',
  },
  {
    code: 'region_outside_image',
    en: '{region} lies outside the frame image ({width} × {height} pixels)',
    gu: '{region} ફ્રેમની ઇમેજની બહાર જાય છે ({width} × {height} પિક્સેલ)',
  },
  {
    code: 'render_busy',
    en: 'The server is busy drawing other posters. Please try again in a moment',
    gu: 'સર્વર બીજાં પોસ્ટર બનાવવામાં વ્યસ્ત છે. થોડી વાર પછી ફરી પ્રયાસ કરો',
  },
  {
    code: 'render_timeout',
    en: 'The poster took too long to draw. Please try again',
    gu: 'પોસ્ટર બનાવવામાં બહુ વાર લાગી. ફરી પ્રયાસ કરો',
  },
  {
    code: 'render_server_stopping',
    en: 'The server is restarting. Please try again in a minute',
    gu: 'સર્વર ફરી શરૂ થઈ રહ્યું છે. એક મિનિટ પછી ફરી પ્રયાસ કરો',
  },

  // ── Festivals, their dates and posts ──
  { code: 'festival_not_found', en: 'Festival not found', gu: 'ફેસ્ટિવલ મળ્યો નથી' },
  { code: 'festival_post_not_found', en: 'Festival post not found', gu: 'ફેસ્ટિવલ પોસ્ટ મળી નથી' },
  { code: 'festival_date_past', en: 'Festival Date cannot be in the past', gu: 'ફેસ્ટિવલની તારીખ ભૂતકાળની ન હોઈ શકે' },
  {
    code: 'fixed_date_with_rule',
    en: 'A festival with a fixed date has no date rule: turn Is Fixed Date off to give one',
    gu: 'નક્કી તારીખવાળા ફેસ્ટિવલનો તારીખનો નિયમ હોતો નથી: નિયમ આપવો હોય તો Is Fixed Date બંધ કરો',
  },
  {
    code: 'festival_years_out_of_range',
    en: 'Festival dates are computed for the years 1950 to 2100',
    gu: 'ફેસ્ટિવલની તારીખો ફક્ત 1950 થી 2100 સુધીનાં વર્ષો માટે જ ગણાય છે',
  },
  { code: 'range_order', en: 'From must be on or before To', gu: 'From ની તારીખ To ની તારીખ પહેલાંની કે એ જ દિવસની હોવી જોઈએ' },
  {
    code: 'range_too_long',
    en: 'From and To may be at most {max} days apart',
    gu: 'From અને To વચ્ચે વધુમાં વધુ {max} દિવસનો ફરક હોઈ શકે',
  },
  { code: 'date_rule_invalid', en: 'Invalid Date Rule', gu: 'તારીખનો નિયમ ખોટો છે' },
  {
    code: 'date_rule_shape',
    en: 'Date Rule must be an object with kind LUNAR (month, paksha, tithi, observance) or SOLAR (sign)',
    gu: 'તારીખનો નિયમ kind LUNAR (month, paksha, tithi, observance) અથવા SOLAR (sign) વાળો ઑબ્જેક્ટ હોવો જોઈએ',
  },
  {
    code: 'date_rule_offset',
    en: 'Offset must be a whole number of days from -{max} to {max}',
    gu: 'ઑફસેટ -{max} થી {max} દિવસ વચ્ચેની પૂર્ણ સંખ્યા હોવી જોઈએ',
  },
  { code: 'date_rule_kind', en: 'Rule kind must be LUNAR or SOLAR', gu: 'નિયમનો પ્રકાર LUNAR અથવા SOLAR હોવો જોઈએ' },
  { code: 'date_rule_paksha', en: 'Paksha must be Shukla or Krishna', gu: 'પક્ષ શુક્લ અથવા કૃષ્ણ હોવો જોઈએ' },
  { code: 'date_rule_tithi', en: 'Tithi must be from 1 to 15, or 30 for Amavasya', gu: 'તિથિ 1 થી 15 હોવી જોઈએ, અથવા અમાસ માટે 30' },
  {
    code: 'date_rule_shukla_amavasya',
    en: 'Amavasya (tithi 30) ends Krishna paksha, not Shukla paksha',
    gu: 'અમાસ (તિથિ 30) કૃષ્ણ પક્ષના અંતે આવે છે, શુક્લ પક્ષના નહીં',
  },
  {
    code: 'date_rule_krishna_end',
    en: 'Krishna paksha ends with Amavasya: use tithi 30',
    gu: 'કૃષ્ણ પક્ષ અમાસથી પૂરો થાય છે: તિથિ 30 લખો',
  },
  {
    code: 'date_rule_observance',
    en: 'Observance must be sunrise, madhyahna, aparahna, pradosh, nishita, pradosh free of Bhadra or aparahna after Bhadra',
    gu: 'તિથિનો સમય sunrise, madhyahna, aparahna, pradosh, nishita, pradosh free of Bhadra અથવા aparahna after Bhadra હોવો જોઈએ',
  },
  { code: 'festival_inactive', en: 'Choose an active festival', gu: 'સક્રિય ફેસ્ટિવલ પસંદ કરો' },
  { code: 'end_before_start', en: 'End Date cannot be before Start Date', gu: 'અંતિમ તારીખ શરૂઆતની તારીખ પહેલાંની ન હોઈ શકે' },
  { code: 'start_date_past', en: 'Start Date cannot be in the past', gu: 'શરૂઆતની તારીખ ભૂતકાળની ન હોઈ શકે' },
  { code: 'end_date_past', en: 'End Date cannot be in the past', gu: 'અંતિમ તારીખ ભૂતકાળની ન હોઈ શકે' },
  { code: 'range_incomplete', en: 'Give both start and end, or neither', gu: 'શરૂઆત અને અંત બંને આપો, અથવા એકેય નહીં' },
  { code: 'range_empty', en: 'end must be after start', gu: 'અંત શરૂઆત પછીનો હોવો જોઈએ' },

  // ── Notifications ──
  {
    code: 'notification_cooldown',
    en: 'This was notified {minutes, plural, =0 {less than a minute} one {# minute} other {# minutes}} ago. Please wait {wait} minutes between notifications',
    gu: 'આનું નોટિફિકેશન {minutes, plural, =0 {એક મિનિટ કરતાં ઓછા સમય} other {# મિનિટ}} પહેલાં જ મોકલાયું છે. બે નોટિફિકેશન વચ્ચે {wait} મિનિટ રાહ જુઓ',
  },
  { code: 'notification_subject_unknown', en: 'Unknown notification subject: {subject}', gu: 'અજાણ્યો નોટિફિકેશન વિષય: {subject}' },
  {
    code: 'scheduled_notification_not_found',
    en: 'Scheduled notification not found',
    gu: 'શેડ્યૂલ કરેલું નોટિફિકેશન મળ્યું નથી',
  },
  {
    code: 'notification_not_scheduled',
    en: 'This notification is already {status}; only a scheduled one can be cancelled or moved',
    gu: 'આ નોટિફિકેશન પહેલેથી {status, select, sent {મોકલાઈ ગયું} failed {નિષ્ફળ ગયું} cancelled {રદ થઈ ગયું} skipped {છોડી દેવાયું} other {{status}}} છે; ફક્ત શેડ્યૂલ થયેલું નોટિફિકેશન જ રદ કરી કે ખસેડી શકાય',
  },
  { code: 'send_at_invalid', en: 'Send time is not a valid date and time', gu: 'મોકલવાનો સમય માન્ય તારીખ અને સમય નથી' },
  { code: 'send_at_past', en: 'Send time must be in the future', gu: 'મોકલવાનો સમય ભવિષ્યનો હોવો જોઈએ' },
  { code: 'send_at_too_far', en: 'Send time must be within a year from now', gu: 'મોકલવાનો સમય આજથી એક વર્ષની અંદરનો હોવો જોઈએ' },
  {
    code: 'send_at_format',
    en: 'Send time must be a date and time with its offset, such as 2026-11-14T07:00:00+05:30 (India time) or 2026-11-14T01:30:00Z',
    gu: 'મોકલવાનો સમય ઑફસેટ સાથેની તારીખ અને સમય હોવો જોઈએ, જેમ કે 2026-11-14T07:00:00+05:30 (ભારતીય સમય) અથવા 2026-11-14T01:30:00Z',
  },

  // ── Trash ──
  { code: 'trash_entry_not_found', en: 'This item is not in the trash', gu: 'આ વસ્તુ ટ્રેશમાં નથી' },
  {
    code: 'trash_not_yours',
    en: 'Employees may restore only what they deleted themselves',
    gu: 'કર્મચારી ફક્ત પોતે ડિલીટ કરેલું જ પાછું લાવી શકે',
  },
  {
    code: 'restore_unique_taken',
    en: "Cannot restore ''{name}'': a record created since has the same unique value",
    gu: '‘{name}’ પાછું લાવી શકાતું નથી: ત્યાર પછી બનેલા એક રેકોર્ડમાં એ જ કિંમત છે જે બીજે ન હોઈ શકે',
  },
  {
    code: 'restore_parent_gone',
    en: "Cannot restore ''{name}'': its {parent} is in the trash or was deleted. Restore that first",
    gu: '‘{name}’ પાછું લાવી શકાતું નથી: તેની {parent, select, category {કેટેગરી} subcategory {સબકેટેગરી} festival {ફેસ્ટિવલ} frame {ફ્રેમ} greeting {ગ્રીટિંગ} business {બિઝનેસ} other {{parent}}} ટ્રેશમાં છે અથવા ડિલીટ થઈ ગઈ છે. પહેલાં તેને પાછી લાવો',
  },
  {
    code: 'restore_category_name_taken',
    en: "Cannot restore: a category named ''{name}'' already exists. Rename or delete it, then restore",
    gu: 'પાછું લાવી શકાતું નથી: ‘{name}’ નામની કેટેગરી પહેલેથી છે. તેનું નામ બદલો અથવા તેને ડિલીટ કરો, પછી પાછું લાવો',
  },
  {
    code: 'restore_variable_name_taken',
    en: "Cannot restore: a frame field with the variable name ''{name}'' already exists. Rename or delete it, then restore",
    gu: 'પાછું લાવી શકાતું નથી: ‘{name}’ વેરિયેબલ નેમવાળું ફ્રેમ ફીલ્ડ પહેલેથી છે. તેનું નામ બદલો અથવા તેને ડિલીટ કરો, પછી પાછું લાવો',
  },
  {
    code: 'restore_mobile_taken',
    en: 'Cannot restore: an app user with the mobile number {mobile} already exists. Change or delete it, then restore',
    gu: 'પાછું લાવી શકાતું નથી: {mobile} મોબાઇલ નંબરવાળો એપ યુઝર પહેલેથી છે. તે બદલો અથવા ડિલીટ કરો, પછી પાછું લાવો',
  },
] as const satisfies readonly RefusalText[];

export type RefusalCode = (typeof REFUSALS)[number]['code'];
export type RefusalLanguage = 'en' | 'gu';
/** A parameter's value: text as the English carried it; a number where the English counts (`plural`) or an exact match (`=0`). */
export type RefusalParams = Record<string, string | number>;

/** The catalogue as one language's messages by code, e.g. an i18next namespace: `{ field_required: '{label} જરૂરી છે', … }`. */
export function refusalMessages(language: RefusalLanguage): Record<RefusalCode, string> {
  return Object.fromEntries(REFUSALS.map((entry) => [entry.code, entry[language]])) as Record<RefusalCode, string>;
}

/**
 * Gujarati for the English labels and field names a refusal carries as
 * `{label}` or `{field}` (the form's label, or the API's field name), so a
 * Gujarati text does not name its field in English. The test holds it
 * complete against the labels the server's helpers are given.
 */
export const REFUSAL_LABELS_GU: Readonly<Record<string, string>> = {
  Address: 'સરનામું',
  'At Least': 'ઓછામાં ઓછા',
  Author: 'લેખક',
  'Business Name': 'બિઝનેસનું નામ',
  Category: 'કેટેગરી',
  'Category Name': 'કેટેગરીનું નામ',
  Challenge: 'સાઇન-ઇન ચેલેન્જ',
  Code: 'કોડ',
  'Custom Category Name': 'કસ્ટમ કેટેગરીનું નામ',
  Day: 'દિવસ',
  Days: 'દિવસ',
  'Display in home screen': 'હોમ સ્ક્રીનમાં બતાવો',
  'Download Limit': 'ડાઉનલોડ લિમિટ',
  Email: 'ઈમેલ',
  end: 'અંત',
  'End Date': 'અંતિમ તારીખ',
  Festival: 'ફેસ્ટિવલ',
  'Festival Date': 'ફેસ્ટિવલની તારીખ',
  'Festival Description': 'ફેસ્ટિવલનું વર્ણન',
  'Festival Name': 'ફેસ્ટિવલનું નામ',
  'Font family': 'ફોન્ટ',
  'Font size': 'ફોન્ટ સાઇઝ',
  'Font weight': 'ફોન્ટની જાડાઈ',
  'Frame image': 'ફ્રેમની ઇમેજ',
  'Frame Name': 'ફ્રેમનું નામ',
  From: 'શરૂઆતની તારીખ',
  from: 'શરૂઆતની તારીખ',
  'From Year': 'શરૂઆતનું વર્ષ',
  'Greeting Name': 'ગ્રીટિંગનું નામ',
  'Gujarati digits': 'ગુજરાતી અંક',
  Id: 'આઈડી',
  Images: 'ઇમેજ',
  'Is Election': 'ઇલેક્શન માટે',
  'Is Fixed Date': 'નક્કી તારીખ',
  'Mobile Number': 'મોબાઇલ નંબર',
  Month: 'મહિનો',
  Name: 'નામ',
  name: 'નામ',
  'Notify On Day': 'તે દિવસે નોટિફિકેશન',
  Password: 'પાસવર્ડ',
  'Pin Number': 'પિન નંબર',
  Priority: 'પ્રાયોરિટી',
  query: 'શોધ',
  'Region selection': 'વિસ્તારની પસંદગી',
  'Require two-factor': 'ટુ-ફેક્ટર ફરજિયાત',
  Role: 'રોલ',
  Search: 'શોધ',
  'Send time': 'મોકલવાનો સમય',
  Sign: 'રાશિ',
  'Slider Image': 'સ્લાઇડરની ઇમેજ',
  'Slider Name': 'સ્લાઇડરનું નામ',
  start: 'શરૂઆત',
  'Start Date': 'શરૂઆતની તારીખ',
  Status: 'સ્ટેટસ',
  status: 'સ્ટેટસ',
  'Subcategory Name': 'સબકેટેગરીનું નામ',
  Subscription: 'સબ્સ્ક્રિપ્શન',
  'Subscription Name': 'સબ્સ્ક્રિપ્શનનું નામ',
  'Subscription Type': 'સબ્સ્ક્રિપ્શનનો પ્રકાર',
  Suvichar: 'સુવિચાર',
  'Tag line': 'ટૅગ લાઇન',
  'Theme Sample Image': 'થીમ સેમ્પલની ઇમેજ',
  Title: 'શીર્ષક',
  To: 'છેલ્લી તારીખ',
  to: 'છેલ્લી તારીખ',
  Token: 'ટોકન',
  Type: 'પ્રકાર',
  User: 'યુઝર',
  'User id': 'યુઝરની id',
  'User Type': 'યુઝરનો પ્રકાર',
  'User type': 'યુઝરનો પ્રકાર',
  'Variable Name': 'વેરિયેબલ નેમ',
  Years: 'વર્ષ',
  // The API's own field names (paging, filters) stay as they are.
  action: 'action',
  automatic: 'automatic',
  'data.index': 'data.index',
  entityId: 'entityId',
  entityKind: 'entityKind',
  isElection: 'isElection',
  kind: 'kind',
  limit: 'limit',
  page: 'page',
  sortBy: 'sortBy',
  subjectId: 'subjectId',
  userId: 'userId',
  withinDays: 'withinDays',
};

/** The parameters to format a refusal with in `language`: in Gujarati, a known `label`, `field` or 'Region N' in Gujarati. */
export function refusalParams(params: RefusalParams, language: RefusalLanguage): RefusalParams {
  if (language === 'en') return params;
  const translated = { ...params };
  for (const name of ['label', 'field', 'region']) {
    const value = translated[name];
    if (typeof value !== 'string') continue;
    const region = /^Region (\d+)$/.exec(value);
    translated[name] = region ? `વિસ્તાર ${region[1]}` : (REFUSAL_LABELS_GU[value] ?? value);
  }
  return translated;
}

// ── The matcher: English message → code and parameters ──

/** One English template as a regular expression; `groups[i]` names what capture i+1 holds. */
interface CompiledTemplate {
  code: RefusalCode;
  pattern: RegExp;
  captures: Array<{ param: string; numeric: boolean }>;
  /** Values fixed by the branch that matched (a select's key, a plural's `=0`), by capture index of the branch marker. */
  fixed: Array<{ marker: number; param: string; value: string | number }>;
  /** How much literal text it has: the more, the more specific, tried first. */
  literalLength: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The index of the brace closing the one at `open`, counting nested braces. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`Unbalanced braces in refusal template: ${text}`);
}

/**
 * Turns an ICU template (the subset the catalogue uses: `{name}`, `plural`
 * and `select` with literal keys, `#`, and `''` for an apostrophe) into a
 * regular expression source, recording what each capture group holds.
 */
function templateSource(template: string, compiled: CompiledTemplate, pluralParam?: string): { source: string; literal: number } {
  let source = '';
  let literal = 0;
  let index = 0;
  while (index < template.length) {
    const char = template[index];
    if (char === "'" && template[index + 1] === "'") {
      source += "'";
      literal += 1;
      index += 2;
    } else if (char === '#' && pluralParam) {
      compiled.captures.push({ param: pluralParam, numeric: true });
      source += '(\\d[\\d,]*)';
      index += 1;
    } else if (char === '{') {
      const end = closingBrace(template, index);
      const body = template.slice(index + 1, end);
      const comma = body.indexOf(',');
      if (comma < 0) {
        compiled.captures.push({ param: body.trim(), numeric: false });
        source += '(.+?)';
      } else {
        const param = body.slice(0, comma).trim();
        const rest = body.slice(comma + 1);
        const type = rest.slice(0, rest.indexOf(',')).trim();
        let options = rest.slice(rest.indexOf(',') + 1);
        const alternatives: string[] = [];
        while (options.trim()) {
          const open = options.indexOf('{');
          const key = options.slice(0, open).trim();
          const close = closingBrace(options, open);
          const branch = options.slice(open + 1, close);
          options = options.slice(close + 1);
          // An empty group marks which branch matched, so its key can become the value.
          const marker = compiled.captures.length;
          compiled.captures.push({ param: '', numeric: false });
          const inner = templateSource(branch, compiled, type === 'plural' ? param : undefined);
          const fixedValue = key.startsWith('=') ? Number(key.slice(1)) : key === 'one' ? 1 : type === 'select' && key !== 'other' ? key : undefined;
          if (fixedValue !== undefined) compiled.fixed.push({ marker, param, value: fixedValue });
          alternatives.push(`()${inner.source}`);
          literal += inner.literal;
        }
        source += `(?:${alternatives.join('|')})`;
      }
      index = end + 1;
    } else {
      source += escapeRegExp(char);
      literal += 1;
      index += 1;
    }
  }
  return { source, literal };
}

function compile(entry: RefusalText): CompiledTemplate {
  const compiled: CompiledTemplate = { code: entry.code as RefusalCode, pattern: /$^/, captures: [], fixed: [], literalLength: 0 };
  const { source, literal } = templateSource(entry.en, compiled);
  compiled.pattern = new RegExp(`^${source}$`, 's');
  compiled.literalLength = literal;
  return compiled;
}

const MAX_TEMPLATE_MATCH = 1000;

let exact: Map<string, RefusalCode> | undefined;
let templates: CompiledTemplate[] | undefined;

function compiledCatalogue() {
  if (!exact || !templates) {
    const plain = REFUSALS.filter((entry) => !/[{]|''/.test(entry.en));
    exact = new Map(plain.map((entry) => [entry.en, entry.code]));
    templates = REFUSALS.filter((entry) => !plain.includes(entry))
      .map(compile)
      .sort((first, second) => second.literalLength - first.literalLength);
  }
  return { exact, templates };
}

/**
 * The code and parameters of a refusal the server answered, from its English
 * message: an exact text first, then the templates, most specific first.
 * Null when the catalogue does not know it (then show the English).
 */
export function matchRefusal(message: string): { code: RefusalCode; params: RefusalParams } | null {
  const catalogue = compiledCatalogue();
  const code = catalogue.exact.get(message);
  if (code) return { code, params: {} };
  // No refusal is this long; a longer message (one quoting a caller's input at length) is not worth the regular expressions.
  if (message.length > MAX_TEMPLATE_MATCH) return null;
  for (const template of catalogue.templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params: RefusalParams = {};
    template.captures.forEach((capture, index) => {
      const value = match[index + 1];
      if (!capture.param || value === undefined) return;
      params[capture.param] = capture.numeric ? Number(value.replace(/,/g, '')) : value;
    });
    for (const fixed of template.fixed) {
      if (match[fixed.marker + 1] !== undefined && params[fixed.param] === undefined) params[fixed.param] = fixed.value;
    }
    return { code: template.code, params };
  }
  return null;
}
