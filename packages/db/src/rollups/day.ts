/** A UTC day as YYYY-MM-DD. */
export type Day = string;
