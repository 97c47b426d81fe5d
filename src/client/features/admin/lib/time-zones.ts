/** Zones a shop is likely to be in: India first, then its neighbours and the diaspora's cities. */
const COMMON_TIME_ZONES: readonly { value: string; label: string }[] = [
  { value: 'Asia/Kolkata', label: 'India (Asia/Kolkata)' },
  { value: 'Asia/Kathmandu', label: 'Nepal (Asia/Kathmandu)' },
  { value: 'Asia/Dhaka', label: 'Bangladesh (Asia/Dhaka)' },
  { value: 'Asia/Colombo', label: 'Sri Lanka (Asia/Colombo)' },
  { value: 'Asia/Karachi', label: 'Pakistan (Asia/Karachi)' },
  { value: 'Asia/Dubai', label: 'UAE (Asia/Dubai)' },
  { value: 'Asia/Singapore', label: 'Singapore (Asia/Singapore)' },
  { value: 'Europe/London', label: 'United Kingdom (Europe/London)' },
  { value: 'America/New_York', label: 'US Eastern (America/New_York)' },
  { value: 'America/Toronto', label: 'Canada Eastern (America/Toronto)' },
  { value: 'Australia/Sydney', label: 'Australia Eastern (Australia/Sydney)' },
  { value: 'UTC', label: 'UTC' },
];

/** The zone choices, with the shop's current zone kept even when it is not a common one. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const options = [...COMMON_TIME_ZONES];
  if (current && !options.some((option) => option.value === current)) options.unshift({ value: current, label: current });
  return options;
}
