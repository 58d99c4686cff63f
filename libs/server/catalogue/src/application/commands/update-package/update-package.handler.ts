import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, recordEvents, type DomainErrorField, type FileStorage } from '@lic/server-kernel';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { packageEventFor } from '../../../domain/events/package-event-for';
import { storableOfferImage } from '../../../domain/offer-image';
import { validatePackageInput } from '../../../domain/package-input';
import { toPackageSnapshot } from '../../../domain/package-snapshot';
import { PackageType } from '../../../domain/package-type.entity';
import { loadPackage } from '../../../infrastructure/package-loading';
import { PackageLinksResolver } from '../../package-links/package-links.resolver';
import { packageTermsOf } from '../../../domain/package-terms-of';
import type { SavedPackage } from '../create-package/create-package.command';
import { UpdatePackageCommand } from './update-package.command';

@CommandHandler(UpdatePackageCommand)
export class UpdatePackageHandler implements ICommandHandler<UpdatePackageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: PackageLinksResolver,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute({ id, input }: UpdatePackageCommand): Promise<SavedPackage> {
    const requestedCode = (input.packageCode ?? '').trim();
    const notEdited = (fields: DomainErrorField[]) =>
      new CatalogueRuleError('CATALOGUE.PACKAGE_NOT_EDITED', CatalogueMessage.packageNotEdited(requestedCode), fields);

    const pkg = await loadPackage(this.em, id);
    if (!pkg) throw notEdited([{ field: 'Id', message: CatalogueMessage.packageNotFound }]);
    const valid = validatePackageInput(input, {
      now: new Date(),
      hasStoredImage: Boolean(pkg.offerImageKey),
      currentValidityTypeId: pkg.validityTypeId,
    });
    if (valid.packageCode !== pkg.packageCode) throw notEdited([{ field: 'PackageCode', message: CatalogueMessage.packageCodeLocked }]);
    const { links, errors } = await this.links.resolve(this.em, valid, pkg);
    if (errors.length > 0) throw notEdited(errors);
    const packageType = await this.em.findOneOrFail(PackageType, { id: valid.packageTypeId });

    const image = valid.offer.applyOffer ? await storableOfferImage(valid.image) : null;
    const newImageKey = image ? await this.storage.save(image) : null;
    const stateBefore = pkg.idstate;
    let replacedImageKey: string | null = null;
    try {
      pkg.revise(packageTermsOf(valid, packageType), links);
      pkg.setState(valid.idstate);
      if (!valid.offer.applyOffer) replacedImageKey = pkg.replaceOfferImage(null);
      else if (newImageKey) replacedImageKey = pkg.replaceOfferImage(newImageKey);
      recordEvents(this.em, packageEventFor(stateBefore, toPackageSnapshot(pkg)));
      await this.em.flush();
    } catch (error) {
      if (newImageKey) await this.storage.remove(newImageKey);
      throw error;
    }
    if (replacedImageKey) await this.storage.remove(replacedImageKey);
    return { id: pkg.id, packageCode: pkg.packageCode };
  }
}
