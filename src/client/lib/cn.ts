import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, leaving out falsy ones. It does not resolve conflicts: two classes of the
 * same kind (px-5 and px-2) both apply and the stylesheet's order decides, so a component offers
 * a variant or size prop instead of letting callers override its classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
