/** Colours, status tones and the content box of the module screenshots. */
import { accent, amber, brand, emerald, ink, red, slateSteps, white } from '../palette.mjs';

/** Named colours of the module screenshots. */
export const C = {
  blue: brand[600],
  blueDark: brand[700],
  blueTint: brand[50],
  bluePill: brand[100],
  blueChart: brand[300],
  greenChart: emerald[300],
  green: accent[500],
  greenDark: accent[700],
  greenTint: emerald[100],
  ink: ink.DEFAULT,
  ...slateSteps([800, 700, 600, 500, 400, 300, 200, 100, 50]),
  white,
  amber: amber[700],
  amberTint: amber[100],
  red: red[700],
  redTint: red[100],
  redMid: red[500],
  amberMid: amber[500],
};
/** Status tone → [background, text, strong] colours of pills and marks. */
export const TONES = {
  green: [C.greenTint, C.greenDark, C.green],
  blue: [C.bluePill, C.blueDark, C.blue],
  amber: [C.amberTint, C.amber, C.amberMid],
  red: [C.redTint, C.red, C.redMid],
  slate: [C.s100, C.s600, C.s400],
};
const STATUS_WORDS = {
  green:
    'Paid|Completed|Done|Ready|Active|Approved|Normal|In Stock|Available|Served|Delivered|Verified|Settled|Present|Received|Reported|Connected|Accepted|Vacant|Free|Sent|Confirmed|Given|Cleared|Reconciled|Online|Closed|Green|Eligible|Discharged|Improving|Achieved|Signed|Returned|Merged|Evening|PO Raised|Passed|Published|On Track|Shared|Opened',
  blue: 'In Progress|Scheduled|Admitted|Preparing|Processing|With Doctor|In Consultation|Collected|Ordered|Billed|Reserved|Booked|Submitted|Dispatched|Running|Checked-in|Occupied|Morning|Open|Merge|Create PO|Out for Delivery|Accepted Plan|OT|Vitals Done|Referred|Planned|Contacted|Proposed|Due Today|Seated|Dine-in|New|Interested',
  amber:
    'Pending|Due|Low Stock|Waiting|Near Expiry|Draft|Partial|Hold|Query|Late|Cleaning|On Leave|Under Review|Reorder|Review|Yellow|Unreconciled|Awaiting Report|Discharge Advised|Under Observation|Billing|Insurance Query|Partially Issued|Credit|Awaiting Approval|Follow-up|Quote Sent|Plateau|Expiring|Off Today|Urgent|Recheck|Low|Sale Return|Sell First',
  red: 'Expired|Critical|Overdue|Rejected|Cancelled|Abnormal|High|Out of Stock|Offline|Absent|Recalled|Missed|No-show|Failed|Red|Immediate|Blocked|Lost',
};
const TONE_OF = new Map();
for (const [tone, words] of Object.entries(STATUS_WORDS)) for (const w of words.split('|')) TONE_OF.set(w, tone);
/** The tone of a status word (Paid → green), slate for any other text. */
export const toneOf = (label) => TONE_OF.get(String(label)) ?? 'slate';

/** The content box below the page header, in user units. */
export const X0 = 260; // content box left
export const Y0 = 184; // content box top
export const BW = 992; // content box width
export const BH = 596; // content box height (bottom at 780)
