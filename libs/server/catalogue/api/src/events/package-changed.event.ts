import { PackageSnapshotEvent } from './package-snapshot.event';

/** An active or inactive package changed (terms, links or feature configuration) without changing state. */
export class PackageChangedEvent extends PackageSnapshotEvent {
  static readonly eventName = 'catalogue.package-changed';
}
