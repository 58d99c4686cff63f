import { Inject } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, recordEvents, type DomainErrorField, type FileStorage } from '@lic/server-kernel';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { packageEventFor } from '../../../domain/events/package-event-for';
import { Package } from '../../../domain/package.entity';
import { storableOfferImage } from '../../../domain/offer-image';
import { validatePackageInput } from '../../../domain/package-input';
import { toPackageSnapshot } from '../../../domain/package-snapshot';
import { PackageType } from '../../../domain/package-type.entity';
import { findByNameIgnoringCase } from '../../../infrastructure/find-by-name';
import { nextId } from '../../../infrastructure/next-id';
import { PackageLinksResolver } from '../../package-links/package-links.resolver';
import { packageTermsOf } from '../../../domain/package-terms-of';
import { CreatePackageCommand, type SavedPackage } from './create-package.command';

@CommandHandler(CreatePackageCommand)
export class CreatePackageHandler implements ICommandHandler<CreatePackageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: PackageLinksResolver,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute({ input }: CreatePackageCommand): Promise<SavedPackage> {
    const valid = validatePackageInput(input, { now: new Date(), hasStoredImage: false });
    const code = valid.packageCode;
    const notSaved = (fields: DomainErrorField[]) =>
      new CatalogueRuleError('CATALOGUE.PACKAGE_NOT_SAVED', CatalogueMessage.packageNotSaved(code), fields);
    const codeTaken = () => notSaved([{ field: 'PackageCode', message: CatalogueMessage.packageCodeTaken(code) }]);

    if (await findByNameIgnoringCase(this.em, Package, 'packageCode', code)) throw codeTaken();
    const { links, errors } = await this.links.resolve(this.em, valid, null);
    if (errors.length > 0) throw notSaved(errors);
    const packageType = await this.em.findOneOrFail(PackageType, { id: valid.packageTypeId });

    const image = await storableOfferImage(valid.image);
    const imageKey = image ? await this.storage.save(image) : null;
    try {
      const pkg = Package.create(code, packageTermsOf(valid, packageType), links, valid.idstate);
      pkg.id = await nextId(this.em, 'package');
      pkg.replaceOfferImage(imageKey);
      this.em.persist(pkg);
      recordEvents(this.em, packageEventFor(null, toPackageSnapshot(pkg)));
      await this.em.flush();
      return { id: pkg.id, packageCode: pkg.packageCode };
    } catch (error) {
      if (imageKey) await this.storage.remove(imageKey);
      if (error instanceof UniqueConstraintViolationException) throw codeTaken();
      throw error;
    }
  }
}
