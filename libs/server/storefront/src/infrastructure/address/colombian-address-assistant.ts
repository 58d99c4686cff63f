import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ADDRESS_ASSISTANT_LISTS, GetStatesAndCitiesQuery } from '@lic/server-reference';
import type { AddressSuggestion } from '@lic/shared-api-types';
import type { AddressSuggestions } from '../../application/ports/address-suggestions.port';
import { ColombianAddressParser, normaliseText } from './colombian-address-parser';

export interface Municipality {
  cityId: number;
  cityName: string;
  departmentId: number;
  departmentName: string;
  daneCode: string;
}

/** Letters and digits only, so "Bogotá, D.C.", "bogota dc" and "Bogota D.C" are one key. */
const placeKey = (name: string): string => normaliseText(name).replace(/[^a-z0-9ñ]/g, '');

/**
 * The municipalities a typed place may mean: exact names first, then names it begins; department
 * capitals (DANE code ending in 001) before other towns of the same name.
 */
export function matchMunicipalities(placeText: string, municipalities: readonly Municipality[]): Municipality[] {
  const wanted = placeKey(placeText);
  if (wanted.length < 3) return [];
  const scored = municipalities
    .map((m) => {
      const key = placeKey(m.cityName);
      const withDepartment = `${key}${placeKey(m.departmentName)}`;
      const score = key === wanted || withDepartment === wanted ? 0 : key.startsWith(wanted) || withDepartment.startsWith(wanted) ? 1 : -1;
      return { m, score };
    })
    .filter((s) => s.score >= 0);
  const capital = (m: Municipality) => (m.daneCode.endsWith('001') ? 0 : 1);
  scored.sort((a, b) => a.score - b.score || capital(a.m) - capital(b.m) || a.m.cityName.localeCompare(b.m.cityName, 'es'));
  return scored.map((s) => s.m);
}

export function describePlace(address: string, municipality: Municipality | null): string {
  if (!municipality) return address;
  // Bogotá is both; the department's spelling is the one with accents in the reference data.
  return placeKey(municipality.cityName) === placeKey(municipality.departmentName)
    ? `${address}, ${municipality.departmentName}`
    : `${address}, ${municipality.cityName}, ${municipality.departmentName}`;
}

/**
 * The offline default of ADDRESS_SUGGESTIONS: the Colombian address assistant (street type, number,
 * letters, bis, cardinal of ADDRESS_ASSISTANT_LISTS) normalises the typed address, and a municipality
 * typed after it is recognised among DIVIPOLA's. No geocoding: latitude and longitude stay null.
 */
@Injectable()
export class ColombianAddressAssistant implements AddressSuggestions {
  private readonly parser = new ColombianAddressParser(ADDRESS_ASSISTANT_LISTS);

  constructor(private readonly queryBus: QueryBus) {}

  async suggest(text: string, limit: number): Promise<AddressSuggestion[]> {
    const parsed = this.parser.parse(text);
    if (!parsed) return [];
    const places = parsed.placeText ? matchMunicipalities(parsed.placeText, await this.municipalities()) : [];
    const placeChoices: (Municipality | null)[] = places.length > 0 ? places : [null];
    const suggestions: AddressSuggestion[] = [];
    // Every reading of the street type with the best place, then the other places.
    for (const place of placeChoices) {
      for (const streetType of parsed.streetTypes) {
        if (suggestions.length >= limit) return suggestions;
        const fulladdress = this.parser.format(parsed, streetType);
        suggestions.push({
          description: describePlace(fulladdress, place),
          fulladdress,
          addressLatGeocode: null,
          addressLngGeocode: null,
          cityId: place?.cityId ?? null,
          departmentId: place?.departmentId ?? null,
        });
      }
    }
    return suggestions;
  }

  private async municipalities(): Promise<Municipality[]> {
    const departments = await this.queryBus.execute(new GetStatesAndCitiesQuery());
    return departments.flatMap((d) =>
      d.cities.map((c) => ({ cityId: c.id, cityName: c.name, departmentId: d.id, departmentName: d.name, daneCode: c.daneCode })),
    );
  }
}
