import { MAX_ID } from '@satchel/shared';
import { Injectable, NotFoundException, Param, PipeTransform } from '@nestjs/common';

/** A path id: a positive 32-bit integer. Anything else cannot name a record, so it is a 404. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw new NotFoundException('Not found');
    return id;
  }
}

export const IdParam = (name = 'id') => Param(name, ParseIdPipe);
