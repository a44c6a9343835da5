/** Staff accounts are users in a group whose name includes CustomerService. */
export const staffGroupMarker = 'CustomerService';
