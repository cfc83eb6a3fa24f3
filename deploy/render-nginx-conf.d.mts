/** Fills the placeholders of deploy/nginx.conf (missing ones take the defaults). */
export function renderNginxConf(values?: Partial<Record<string, string>>): string;
