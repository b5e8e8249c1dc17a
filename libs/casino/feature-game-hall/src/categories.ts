/** Home rows and hall filters share these category ids until the catalogue API provides them. */
export const featuredCategories = ['slots', 'live', 'table', 'jackpot', 'new', 'popular'] as const;
