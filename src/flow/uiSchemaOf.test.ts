import { describe, expect, it } from 'vitest';
import { fixtureSchemas } from './__fixtures__';
import { uiSchemaOf } from './uiSchemaOf';

describe('uiSchemaOf', () => {
  it('collects the ui hints of every property, also those a conditional branch adds', () => {
    const ui = uiSchemaOf(fixtureSchemas.profession!);
    expect(ui.jobCode).toEqual({ 'ui:widget': 'radio' });
    expect(ui.income).toEqual({ 'ui:inputmode': 'numeric' });
    expect(ui.comTelNumFull).toEqual({ 'ui:widget': 'tel' });
  });

  it('passes ui:options through for the widget', () => {
    expect(uiSchemaOf(fixtureSchemas.address!).homeZipCode).toEqual({ 'ui:widget': 'zipcode', 'ui:options': { address: 'homeAddrKanji' } });
  });
});
