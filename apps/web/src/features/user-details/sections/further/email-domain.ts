/** The domain part of an address, or null without one. */
export const emailDomainOf = (email: string | null): string | null => {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 && at < email.length - 1 ? email.slice(at + 1).toLowerCase() : null;
};
