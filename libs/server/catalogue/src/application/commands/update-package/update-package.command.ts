import { Command } from '@nestjs/cqrs';
import type { PackageInput } from '../../../domain/package-input';
import type { SavedPackage } from '../create-package/create-package.command';

/** Edits a package from the save payload (UpdatePackage); its code cannot change. */
export class UpdatePackageCommand extends Command<SavedPackage> {
  constructor(
    readonly id: number,
    readonly input: PackageInput,
  ) {
    super();
  }
}
