import { BookingItinerary as BookingItinerary_3424719a49281f9161dddc207e9dd5de } from '../../../cms/components/booking-itinerary'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/booking-itinerary#BookingItinerary": BookingItinerary_3424719a49281f9161dddc207e9dd5de,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
