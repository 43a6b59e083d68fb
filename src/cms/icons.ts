/**
 * The Lucide icons an editor may choose (a select, not free text): every icon the content uses
 * today plus a few that fit an ERP vendor's cards. The schemas accept any Lucide icon; the drift
 * test (tests/unit/cmsDrift.test.ts) checks that each name here is one and that no icon used in
 * src/content is missing, so add a name here before using a new icon.
 */
export const CMS_ICON_NAMES: readonly string[] = [
  'Activity', 'Award', 'BadgeCheck', 'Banknote', 'BedDouble', 'Bell', 'BellRing', 'BookOpen', 'Boxes',
  'Briefcase', 'Building', 'Cable', 'Calculator', 'Calendar', 'CalendarCheck', 'CalendarClock',
  'CalendarDays', 'ChartColumn', 'ChartLine', 'ChartPie', 'ChefHat', 'CircleCheck', 'ClipboardCheck',
  'ClipboardList', 'Clock', 'Cloud', 'CookingPot', 'CreditCard', 'Database', 'Dumbbell', 'Factory',
  'FileChartLine', 'FileText', 'FlaskConical', 'Gauge', 'Globe', 'GraduationCap', 'Handshake', 'Headset',
  'Heart', 'HeartPulse', 'Hospital', 'Landmark', 'Laptop', 'LayoutGrid', 'Lock', 'Mail', 'Map', 'MapPin',
  'MessageCircle', 'MessagesSquare', 'Microscope', 'MonitorSmartphone', 'NotebookPen', 'Package',
  'PackageCheck', 'PersonStanding', 'Phone', 'Pill', 'Plug', 'Printer', 'Receipt', 'ReceiptText', 'Rocket',
  'ScanBarcode', 'Search', 'Server', 'Settings2', 'ShieldCheck', 'ShieldPlus', 'ShoppingBag', 'ShoppingCart',
  'SlidersHorizontal', 'Smartphone', 'Star', 'Stethoscope', 'Syringe', 'Tablet', 'TestTubes', 'Ticket',
  'Timer', 'ToothbrushSparkles', 'Truck', 'UserPlus', 'Users', 'UsersRound', 'UtensilsCrossed', 'Video',
  'Wallet', 'Warehouse', 'Wifi', 'Wrench',
];
