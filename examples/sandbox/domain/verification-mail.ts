/**
 * The confirmation e-mail of a protected event's search (PRODUCT.md §overview-languages), by
 * `lang`.
 */
const TEXTS: Record<string, { subject: string; intro: (event: string) => string }> = {
  en: { subject: 'Confirm your e-mail to see your photos', intro: (e) => `Follow this link to confirm your e-mail and see your photos of ${e}:` },
  de: {
    subject: 'Bestätige deine E-Mail, um deine Fotos zu sehen',
    intro: (e) => `Öffne diesen Link, um deine E-Mail zu bestätigen und deine Fotos von ${e} zu sehen:`,
  },
  es: { subject: 'Confirma tu correo para ver tus fotos', intro: (e) => `Abre este enlace para confirmar tu correo y ver tus fotos de ${e}:` },
  el: {
    subject: 'Επιβεβαιώστε το email σας για να δείτε τις φωτογραφίες σας',
    intro: (e) => `Ανοίξτε αυτόν τον σύνδεσμο για να επιβεβαιώσετε το email σας και να δείτε τις φωτογραφίες σας από ${e}:`,
  },
  sk: { subject: 'Potvrďte e-mail a pozrite si svoje fotky', intro: (e) => `Otvorte tento odkaz, potvrďte e-mail a pozrite si svoje fotky z ${e}:` },
  it: { subject: 'Conferma la tua e-mail per vedere le tue foto', intro: (e) => `Apri questo link per confermare la tua e-mail e vedere le tue foto di ${e}:` },
  cs: { subject: 'Potvrďte e-mail a podívejte se na své fotky', intro: (e) => `Otevřete tento odkaz, potvrďte e-mail a podívejte se na své fotky z ${e}:` },
};

export function verificationMailText(lang: string, eventName: string): { lang: string; subject: string; intro: string } {
  const chosen = TEXTS[lang] ? lang : 'en';
  const text = TEXTS[chosen]!;
  return { lang: chosen, subject: text.subject, intro: text.intro(eventName) };
}
