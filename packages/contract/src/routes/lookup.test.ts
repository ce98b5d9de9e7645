import { describe, expect, it } from 'vitest';
import { pathFor, routeByName, routeForPath } from './lookup.ts';

describe('routeByName', () => {
  it('finds a route and answers undefined for an unknown name', () => {
    expect(routeByName('survey_details')?.path).toBe('/survey/:surveyId');
    expect(routeByName('no_such_route')).toBeUndefined();
  });
});

describe('routeForPath', () => {
  it('matches params, ignoring query, hash and a trailing slash', () => {
    expect(routeForPath('/user/42?tab=notes#top')).toEqual({ route: routeByName('user_details'), params: { userId: '42' } });
    expect(routeForPath('/survey/7/')?.params).toEqual({ surveyId: '7' });
  });

  it('matches the dashboard at /', () => {
    expect(routeForPath('/')?.route.name).toBe('dashboard');
  });

  it('matches /clicks with and without the optional click id', () => {
    expect(routeForPath('/clicks')).toMatchObject({ route: { name: 'clicks' }, params: {} });
    expect(routeForPath('/clicks/123')).toMatchObject({ route: { name: 'clicks' }, params: { clickId: '123' } });
  });

  it('prefers a static segment over a param', () => {
    expect(routeForPath('/questions-mapping/add')?.route.name).toBe('questions_mapping_add');
    expect(routeForPath('/questions-mapping/12')).toMatchObject({
      route: { name: 'question_mapping_details' },
      params: { questionMappingId: '12' },
    });
  });

  it('matches several params and decodes them', () => {
    expect(routeForPath('/hc-dynamic-campaigns/emails/5/translations/edit/pt%2DBR')).toMatchObject({
      route: { name: 'hc_dynamic_campaigns_emails_translations_edit' },
      params: { id: '5', language_code: 'pt-BR' },
    });
  });

  it('answers null for an unknown path (the SPA sends it to /error-404)', () => {
    expect(routeForPath('/no-such-page')).toBeNull();
    expect(routeForPath('/user')).toBeNull();
    expect(routeForPath('/user/1/extra')).toBeNull();
  });

  it('ignores case like React Router', () => {
    expect(routeForPath('/Surveys')?.route.name).toBe('surveys');
  });
});

describe('pathFor', () => {
  it('fills and encodes params', () => {
    expect(pathFor('user_details', { userId: 42 })).toBe('/user/42');
    expect(pathFor('questions_mapping_copy', { questionMappingId: 3, targetCountryCode: 'DE' })).toBe('/questions-mapping/3/copy/DE');
    expect(pathFor('user_details', { userId: 'a/b' })).toBe('/user/a%2Fb');
  });

  it('drops a missing optional param and refuses a missing required one', () => {
    expect(pathFor('clicks')).toBe('/clicks');
    expect(pathFor('clicks', { clickId: 9 })).toBe('/clicks/9');
    expect(() => pathFor('survey_details')).toThrow('Missing param surveyId for route survey_details');
    expect(() => pathFor('nope')).toThrow('Unknown route: nope');
  });

  it('gives / for the dashboard', () => {
    expect(pathFor('dashboard')).toBe('/');
  });
});
