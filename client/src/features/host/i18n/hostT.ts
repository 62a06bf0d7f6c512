// The host console's texts (the `host` catalogue, in the one language of the UI), for the helpers
// outside components that word things for it.
import type { TFunction } from 'i18next';

export type HostT = TFunction<'host'>;
