// The published language of privacy: the consent every form that collects personal data records.
export * from './record-consent.command';
export * from './personal-data-authorization.request.dto';
export * from './record-staff-access.command';
