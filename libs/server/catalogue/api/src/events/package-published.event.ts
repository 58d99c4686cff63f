import { PackageSnapshotEvent } from './package-snapshot.event';

/** A package became available: created active or activated. */
export class PackagePublishedEvent extends PackageSnapshotEvent {
  static readonly eventName = 'catalogue.package-published';
}
