/** Spec §9 page sizes of the agent vault's lists and pickers. Page numbers start at 1. */
export const PAGE_SIZES = { bookings: 10, dayPrograms: 4, accommodation: 4, transfers: 8, favourites: 8 } as const
