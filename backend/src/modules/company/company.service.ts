import { COMPANY_MESSAGES, findIndianState } from '@satchel/shared';
import { InvalidInputError } from '../../common/errors/domain-errors';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ImageFile } from '../media/image-files';
import { MediaService } from '../media/media.service';
import { CompanyDetails } from './company-details.entity';
import { CompanyDetailsFormDto } from './dto/company-details.dto';

@Injectable()
export class CompanyService {
  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaService,
  ) {}

  /** The details, or null before the admin has saved any. */
  details(): Promise<CompanyDetails | null> {
    return this.em.findOne(CompanyDetails, CompanyDetails.ID, { populate: ['logo'] });
  }

  /** Saves the details; a new logo replaces the old one (an SVG is drawn to a PNG first), or the logo is removed. */
  async update(form: CompanyDetailsFormDto, logo: ImageFile | undefined): Promise<CompanyDetails> {
    const details = (await this.details()) ?? this.em.create(CompanyDetails, { name: form.name });
    details.name = form.name;
    details.email = form.email ?? details.email;
    details.phone = form.phone ?? details.phone;
    details.address = form.address ?? details.address;
    details.pincode = form.pincode ?? details.pincode;
    details.gstin = form.gstin ?? details.gstin;
    // IsIndianState has written the state as the list names it; null clears it.
    if (form.state !== undefined) details.stateCode = form.state === null ? null : findIndianState(form.state)!.code;
    details.registrationType = form.registrationType ?? details.registrationType;
    details.invoicePrefix = form.invoicePrefix ?? details.invoicePrefix;
    // A GSTIN starts with the code of the state it was issued in.
    if (details.gstin && details.stateCode && !details.gstin.startsWith(details.stateCode)) {
      throw new InvalidInputError(COMPANY_MESSAGES.gstinState);
    }

    const uploads = logo ? await this.media.store(this.em, [logo], { svg: 'rasterize' }) : [];
    const replaced = uploads.length || form.removeLogo ? details.logo : null;
    details.logo = uploads[0] ?? (form.removeLogo ? null : details.logo);
    if (replaced) this.em.remove(replaced);
    await this.media.withNewUploads(uploads, () => this.em.flush());
    if (replaced) await this.media.discard([replaced]);
    return details;
  }
}
