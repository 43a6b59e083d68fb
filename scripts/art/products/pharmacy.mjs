/**
 * Pharmacy ERP: point of sale, stock, purchase and reports.
 * All names and figures are demo data.
 */
import { productApp } from './frame.mjs';
import { C, badge, button, card, donut, field, line, lineChart, list, rect, statRow, table, text } from './kit.mjs';

const PHARMACY_NAV = [
  'Dashboard',
  'Sales (POS)',
  'Returns',
  'Inventory',
  'Purchase',
  'Suppliers',
  'Expiry',
  'Accounts',
  'Reports',
  'Settings',
];

const pharmacy = productApp('Pharmacy ERP', PHARMACY_NAV, 'pharmacy');

function pharmacyPos() {
  let body =
    field(220, 116, 480, 'Search medicine or scan barcode', 'amlo', {}) +
    text(690, 141, 'F2', { size: 10.5, fill: C.s400, anchor: 'end' });
  body += table(220, 168, 480, {
    title: 'Bill items',
    right: 'Counter 1 · Invoice PH-2082-03121',
    rowH: 34,
    cols: [
      { label: 'Item', w: 0.4 },
      { label: 'Batch', w: 0.16 },
      { label: 'Expiry', w: 0.15 },
      { label: 'Qty', w: 0.09 },
      { label: 'Amount', w: 0.2 },
    ],
    rows: [
      ['Paracetamol 500 mg tab', 'PC2411', '2027-03', '20', 'Rs. 40'],
      ['Amoxicillin 500 mg cap', 'AMX0925', '2026-09', '15', 'Rs. 180'],
      ['Pantoprazole 40 mg tab', 'PTZ1188', '2026-12', '14', 'Rs. 126'],
      ['Cetirizine 10 mg tab', 'CTZ3021', '2027-06', '10', 'Rs. 40'],
      ['ORS sachet 21.8 g', 'ORS7702', '2026-08', '6', 'Rs. 90'],
      ['Sunscreen SPF 50 *', 'SUN0412', '2027-01', '1', 'Rs. 640'],
    ],
  });
  body +=
    card(220, 466, 480, 118) +
    field(236, 488, 212, 'Customer', 'Walk-in · 9841 556 210') +
    field(472, 488, 212, 'Prescribed by', 'Dr. Anita Shrestha') +
    text(236, 570, '* taxable item (VAT 13%); medicines are VAT exempt', { size: 10.5, fill: C.s500 });
  body += card(716, 116, 224, 468, 'Bill summary');
  [
    ['Subtotal', 'Rs. 1,116.00'],
    ['Discount 5%', '- Rs. 24.00'],
    ['Taxable amount', 'Rs. 640.00'],
    ['VAT 13%', 'Rs. 83.20'],
  ].forEach(([k, v], i) => {
    body +=
      text(732, 166 + i * 28, k, { size: 11, fill: C.s600 }) +
      text(924, 166 + i * 28, v, { size: 11, weight: 600, fill: C.ink, anchor: 'end' });
  });
  body +=
    line(732, 272, 924, 272, { stroke: C.s200 }) +
    text(732, 300, 'Net payable', { size: 12, fill: C.s600 }) +
    text(732, 330, 'Rs. 1,175.20', { size: 22, weight: 700, fill: C.brand }) +
    text(732, 372, 'Payment', { size: 10.5, weight: 600, fill: C.s600 });
  ['Cash', 'eSewa', 'Khalti', 'Fonepay'].forEach((p, i) => {
    const x = 732 + (i % 2) * 98,
      y = 382 + Math.floor(i / 2) * 38,
      on = p === 'Fonepay';
    body +=
      rect(x, y, 90, 30, { rx: 7, fill: on ? C.brandSoft : C.white, stroke: on ? C.brand : C.s300 }) +
      text(x + 45, y + 19, p, { size: 11.5, weight: 600, fill: on ? C.brandDark : C.s600, anchor: 'middle' });
  });
  body +=
    button(732, 480, 'Save & print bill', { variant: 'green', w: 192, h: 38 }) +
    button(732, 528, 'Hold bill', { variant: 'outline', w: 192, h: 32 });
  return pharmacy({
    title: 'Sarathi Pharmacy ERP point of sale with batch and expiry per item, VAT and digital wallet payment',
    url: 'pos',
    active: 'Sales (POS)',
    heading: 'Point of sale',
    sub: 'Batch-wise billing with IRD-approved invoices',
    action: 'New bill',
    body,
  });
}

function pharmacyStock() {
  const body =
    statRow(220, 116, 720, 80, [
      { label: 'Items in stock', value: '3,482', note: '1,126 generics', tone: 'grey' },
      { label: 'Expiring in 90 days', value: '46', note: 'Rs. 38,400 at cost', tone: 'amber' },
      { label: 'Below reorder level', value: '18', note: 'PO suggested', tone: 'red' },
      { label: 'Stock value (Rs.)', value: '18.6 lakh', note: 'at purchase price', tone: 'green' },
    ]) +
    table(220, 212, 720, {
      title: 'Stock by batch',
      right: 'First expiry, first out',
      rowH: 34,
      cols: [
        { label: 'Medicine', w: 0.28 },
        { label: 'Batch', w: 0.13 },
        { label: 'Expiry', w: 0.13 },
        { label: 'Stock', w: 0.12 },
        { label: 'Rack', w: 0.12 },
        { label: 'Status', w: 0.22 },
      ],
      rows: [
        ['Azithromycin 500 mg', 'AZ2207', '2025-07', '42 tab', 'A-3', { badge: 'Expires in 70 days', tone: 'amber' }],
        ['Metformin 500 mg', 'MF3390', '2026-11', '1,240 tab', 'B-1', { badge: 'In stock', tone: 'green' }],
        ['Insulin glargine 100 IU', 'IG0911', '2025-12', '6 pens', 'Fridge', { badge: 'Reorder', tone: 'red' }],
        ['Salbutamol inhaler', 'SB1420', '2026-04', '14 pcs', 'C-2', { badge: 'In stock', tone: 'green' }],
        ['Ibuprofen 400 mg', 'IB5512', '2025-08', '310 tab', 'A-1', { badge: 'Expires in 98 days', tone: 'amber' }],
        ['Amlodipine 5 mg', 'AM7781', '2027-02', '960 tab', 'B-2', { badge: 'In stock', tone: 'green' }],
        ['Ciprofloxacin eye drops', 'CE0142', '2025-06', '3 pcs', 'D-4', { badge: 'Return to supplier', tone: 'red' }],
        ['Vitamin B-complex', 'VB6630', '2026-09', '540 tab', 'A-2', { badge: 'In stock', tone: 'green' }],
      ],
    });
  return pharmacy({
    title: 'Sarathi Pharmacy ERP batch-wise stock with expiry warnings and reorder alerts',
    url: 'inventory',
    active: 'Inventory',
    heading: 'Inventory and expiry',
    sub: 'Every batch, rack and expiry date tracked',
    action: 'Stock count',
    body,
  });
}

function pharmacyPurchase() {
  const body =
    table(220, 116, 470, {
      title: 'Purchase order PO-2082-0188',
      right: 'Everest Medical Suppliers, Teku',
      rowH: 32,
      cols: [
        { label: 'Item', w: 0.4 },
        { label: 'Ordered', w: 0.16 },
        { label: 'Received', w: 0.18 },
        { label: 'Amount', w: 0.26 },
      ],
      rows: [
        ['Metformin 500 mg', '2,000', '2,000', 'Rs. 3,600'],
        ['Amlodipine 5 mg', '1,000', '1,000', 'Rs. 1,900'],
        ['Insulin glargine pen', '20', { text: '12 of 20', weight: 600, fill: C.amberDark }, 'Rs. 14,400'],
        ['Azithromycin 500 mg', '300', '300', 'Rs. 4,950'],
        ['Salbutamol inhaler', '40', '40', 'Rs. 7,200'],
        ['ORS sachet 21.8 g', '500', '500', 'Rs. 5,500'],
      ],
    }) +
    list(706, 116, 234, {
      title: 'Supplier dues',
      itemH: 50,
      items: [
        { title: 'Everest Medical', sub: 'Rs. 84,300 · 2082-01-20', right: 'Due', tone: 'amber' },
        { title: 'Nepal Pharma Traders', sub: 'Rs. 52,900 · 2082-01-25', right: 'Due', tone: 'amber' },
        { title: 'Himal Surgicals', sub: 'Rs. 18,750 · 2082-02-02', right: 'Open', tone: 'grey' },
        { title: 'Gandaki Distributors', sub: 'Settled in Chaitra', right: 'Paid', tone: 'green' },
      ],
    }) +
    list(220, 398, 470, {
      title: 'Reorder suggestions',
      right: 'Based on 30-day sales',
      itemH: 46,
      items: [
        { title: 'Insulin glargine pen', sub: '6 in stock, sells 14 a week', right: 'Order 30', tone: 'red' },
        { title: 'Pantoprazole 40 mg', sub: '180 in stock, sells 420 a week', right: 'Order 1,000', tone: 'amber' },
        { title: 'Cetirizine 10 mg', sub: '220 in stock, sells 300 a week', right: 'Order 600', tone: 'amber' },
      ],
    }) +
    card(706, 364, 234, 220, 'Goods received') +
    text(722, 410, 'GRN-2082-0421', { size: 12, weight: 600, fill: C.ink }) +
    text(722, 428, 'Supplier bill EMS-77812', { size: 10.5, fill: C.s500 }) +
    text(722, 458, 'Batches and expiry entered', { size: 11, fill: C.s700 }) +
    badge(924, 455, 'Yes', 'green', { anchor: 'end' }) +
    text(722, 484, 'Free quantity', { size: 11, fill: C.s700 }) +
    badge(924, 481, '100 tab', 'brand', { anchor: 'end' }) +
    text(722, 510, 'Short supply', { size: 11, fill: C.s700 }) +
    badge(924, 507, '8 pens', 'amber', { anchor: 'end' }) +
    button(722, 534, 'Post to stock', { w: 202, h: 34 });
  return pharmacy({
    title: 'Sarathi Pharmacy ERP purchase order with partial receipt, supplier dues and reorder suggestions',
    url: 'purchase/PO-2082-0188',
    active: 'Purchase',
    heading: 'Purchase and suppliers',
    sub: 'Orders, goods received notes and supplier payments',
    action: '+ Purchase order',
    body,
  });
}

function pharmacyReports() {
  const body =
    lineChart(220, 116, 720, 236, {
      title: 'Daily sales and purchases',
      right: 'Baisakh 2082, Rs. thousand',
      labels: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
      max: 90,
      series: [
        { values: [52, 58, 61, 49, 66, 72, 57, 63, 70, 68, 75, 81], color: C.brand, area: true },
        { values: [30, 12, 44, 18, 25, 52, 20, 15, 48, 22, 30, 41], color: C.green },
      ],
    }) +
    list(220, 368, 350, {
      title: 'Top-selling items',
      right: 'This month',
      itemH: 40,
      items: [
        { title: 'Paracetamol 500 mg', sub: '6,420 tablets', right: 'Rs. 12,840' },
        { title: 'Metformin 500 mg', sub: '4,880 tablets', right: 'Rs. 14,640' },
        { title: 'Amlodipine 5 mg', sub: '3,150 tablets', right: 'Rs. 9,450' },
        { title: 'ORS sachet 21.8 g', sub: '940 sachets', right: 'Rs. 14,100' },
      ],
    }) +
    card(586, 368, 354, 216, 'Sales by payment mode') +
    donut(
      666,
      480,
      50,
      [
        { label: 'Cash 41%', value: 41, color: C.s400 },
        { label: 'Fonepay 27%', value: 27, color: C.brand },
        { label: 'eSewa 18%', value: 18, color: C.green },
        { label: 'Khalti 9%', value: 9, color: C.brandDeep },
        { label: 'Credit 5%', value: 5, color: C.amber },
      ],
      { centre: '4,812', caption: 'bills', thick: 16, legendX: 748 },
    );
  return pharmacy({
    title: 'Sarathi Pharmacy ERP sales reports with daily sales, top-selling medicines and payment modes',
    url: 'reports/sales',
    active: 'Reports',
    heading: 'Sales reports',
    sub: 'Margins, fast movers and payment modes',
    action: 'Export to Excel',
    body,
  });
}

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const pharmacyScreens = {
  'pharmacy-1': pharmacyPos,
  'pharmacy-2': pharmacyStock,
  'pharmacy-3': pharmacyPurchase,
  'pharmacy-4': pharmacyReports,
};
