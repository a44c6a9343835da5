/** Dollars as the console shows them: '$1,234.50'. */
export const usd = { style: 'currency', currency: 'USD' } as const;

const formatter = new Intl.NumberFormat('en-US', usd);

export const formatMoney = (dollars: number): string => formatter.format(dollars);
