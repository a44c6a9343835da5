/** The agency's name as its documents print it (the site's 'site.name', the mail's sender). */
export const agencyName = 'Relief Service';
