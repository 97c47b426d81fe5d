import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the Services tab, its cards and the Add and Edit Service dialogs (docs/product/screens.md). */
const en = {
  description: 'Durations set every wait time and slot, so keep them honest.',
  addService: 'Add Service',
  addFirstService: 'Add First Service',
  loading: 'Loading services',
  failedLoad: 'Failed to load services',
  empty: 'No services yet',
  emptyHint: 'Add what the shop offers so customers can book it.',
  noPrice: 'No price',
  deleteTitle: 'Delete service',
  deleteConfirm: ({ name }: { name: string }) =>
    `Are you sure you want to delete ${name}? It will no longer be offered for new bookings; past bookings keep it.`,
  deleted: 'Service deleted',
  deletedDescription: ({ name }: { name: string }) => `${name} is no longer offered.`,
  failedDelete: 'Failed to delete service',
  addDescription: 'Customers choose it when they book; its duration sets their wait.',
  added: 'Service added',
  addedDescription: ({ name }: { name: string }) => `${name} can be booked now.`,
  failedAdd: 'Failed to add service',
  editTitle: 'Edit Service',
  editDescription: 'Bookings already made keep the service as it was.',
  updated: 'Service updated',
  failedUpdate: 'Failed to update service',
  icon: 'Icon',
  iconScissors: 'Scissors',
  iconRazor: 'Razor',
  iconBeard: 'Bearded face',
  iconComb: 'Comb',
  iconPole: 'Barber pole',
  iconDryer: 'Hair dryer',
  iconColour: 'Colour palette',
  iconWash: 'Hair wash',
  iconMassage: 'Massage',
  iconFacial: 'Facial',
  iconSpa: 'Spa',
  iconKids: 'Kids',
  serviceDescription: 'Description',
  duration: 'Duration (minutes)',
  price: 'Price (₹)',
  priceHint: 'Blank shows no price.',
} satisfies Messages;

export type ServiceTexts = typeof en;

export const serviceTexts = defineCatalogue('features/admin/texts-services', en, () => import('./texts-services.hi.js'));
