/**
 * The icons a service may show, by a stable key: the admin picks one, every screen draws it as
 * the same SVG (src/client/components/service-icon.tsx), never with the phone's emoji font.
 */
export const SERVICE_ICONS = ['scissors', 'razor', 'beard', 'comb', 'pole', 'dryer', 'colour', 'wash', 'massage', 'facial', 'spa', 'kids'] as const;

export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** A service added without a choice shows the scissors. */
export const DEFAULT_SERVICE_ICON: ServiceIcon = 'scissors';

/**
 * The emoji services held before icons were keys, by the key that draws the same thing
 * (the migration 0012_service_icon_keys.sql turns them into keys the same way).
 */
export const EMOJI_ICONS: Readonly<Record<string, ServiceIcon>> = {
  '✂️': 'scissors',
  '✂': 'scissors',
  '💇': 'scissors',
  '💇‍♂️': 'scissors',
  '🪒': 'razor',
  '🧔': 'beard',
  '🧔‍♂️': 'beard',
  '🪮': 'comb',
  '💈': 'pole',
  '💨': 'dryer',
  '🎨': 'colour',
  '🚿': 'wash',
  '🧼': 'wash',
  '💆': 'massage',
  '💆‍♂️': 'massage',
  '✨': 'facial',
  '🧴': 'facial',
  '🧖': 'spa',
  '🧖‍♂️': 'spa',
  '🌸': 'spa',
  '🪷': 'spa',
  '👶': 'kids',
  '🧒': 'kids',
};

export function isServiceIcon(value: string): value is ServiceIcon {
  return (SERVICE_ICONS as readonly string[]).includes(value);
}

/** The icon to draw for a stored value: its key, the key of a known emoji, else the scissors. */
export function serviceIconOf(value: string): ServiceIcon {
  if (isServiceIcon(value)) return value;
  return EMOJI_ICONS[value.trim()] ?? DEFAULT_SERVICE_ICON;
}
