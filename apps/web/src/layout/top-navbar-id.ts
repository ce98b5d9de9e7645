/** The id of the floating top navbar, for what sticks under it (the user-details summary header). */
export const TOP_NAVBAR_ID = 'top-navbar';
