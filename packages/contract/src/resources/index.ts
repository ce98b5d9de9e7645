// Resource definitions of the table screens (issue 3) live here: columns, filters, sort keys.
export {};
