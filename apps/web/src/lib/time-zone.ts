/** The browser's time zone (an IANA name): daily and weekly alerts come at 8 am there. */
export const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};
