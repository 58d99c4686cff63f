import { PackageSnapshotEvent } from './package-snapshot.event';

/** A package was inactivated: the storefront stops offering it. */
export class PackageDeactivatedEvent extends PackageSnapshotEvent {
  static readonly eventName = 'catalogue.package-deactivated';
}
