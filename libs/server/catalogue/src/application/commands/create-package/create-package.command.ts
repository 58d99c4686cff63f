import { Command } from '@nestjs/cqrs';
import type { PackageInput } from '../../../domain/package-input';

export interface SavedPackage {
  id: number;
  packageCode: string;
}

/** Creates a package from the save payload (SavePackage). */
export class CreatePackageCommand extends Command<SavedPackage> {
  constructor(readonly input: PackageInput) {
    super();
  }
}
