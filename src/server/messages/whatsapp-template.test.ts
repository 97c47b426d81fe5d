import { describe, expect, it } from 'vitest';
import { HEADER_MAX_CHARS, shopHeaderText, templateComponents } from './whatsapp-template.js';

const params = { token: '42', time: '3:40 PM', barber: 'Ravi Kumar', link: 'https://chair.example.in/s/kapoor/track?booking=42&token=abc' };

describe('the WhatsApp template payload', () => {
  it('is the body alone when the templates have no header, as before shops had names in it', () => {
    expect(JSON.stringify(templateComponents('confirmation', params, 'Kapoor Salon', false))).toBe(
      '[{"type":"body","parameters":[{"type":"text","text":"42"},{"type":"text","text":"Ravi Kumar"},' +
        '{"type":"text","text":"3:40 PM"},{"type":"text","text":"https://chair.example.in/s/kapoor/track?booking=42&token=abc"}]}]',
    );
  });

  it("puts the shop's name in a header before the same body when they have one", () => {
    expect(templateComponents('turn_near', params, 'Kapoor Salon', true)).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: 'Kapoor Salon' }] },
      { type: 'body', parameters: [{ type: 'text', text: '42' }, { type: 'text', text: '3:40 PM' }, { type: 'text', text: params.link }] },
    ]);
    expect(templateComponents('shop_closed', params, 'कपूर सैलून', true)[0]).toEqual({ type: 'header', parameters: [{ type: 'text', text: 'कपूर सैलून' }] });
  });

  it('names the product when the shop has no name, never sending an empty header', () => {
    expect(templateComponents('turn_near', params, '', true)[0]?.parameters).toEqual([{ type: 'text', text: 'Chair' }]);
    expect(shopHeaderText('   ')).toBe('Chair');
  });
});

describe("the shop's name in the header", () => {
  it('is sent as written, in any script, with runs of spaces made one', () => {
    expect(shopHeaderText('Kapoor Salon')).toBe('Kapoor Salon');
    expect(shopHeaderText('श्री गणेश हेयर सैलून')).toBe('श्री गणेश हेयर सैलून');
    // The Cloud API refuses a value with more than four spaces in a row.
    expect(shopHeaderText('  Kapoor      Salon  ')).toBe('Kapoor Salon');
    expect(shopHeaderText('a'.repeat(HEADER_MAX_CHARS))).toBe('a'.repeat(HEADER_MAX_CHARS));
  });

  it('is cut to fit the header, with an ellipsis and no space before it', () => {
    const long = shopHeaderText('Sharma Brothers Unisex Hair and Beauty Salon and Spa, Sector 18, Noida');
    expect(long).toBe('Sharma Brothers Unisex Hair and Beauty Salon and Spa, Secto…');
    expect(long).toHaveLength(HEADER_MAX_CHARS);
    expect(shopHeaderText(`${'a'.repeat(58)} bcd`)).toBe(`${'a'.repeat(58)}…`);
  });

  it('never cuts a letter in two: a vowel sign stays with its consonant, an emoji whole', () => {
    // The cut falls between क and its vowel sign ि: the whole letter goes.
    expect(shopHeaderText(`${'क'.repeat(58)}कि सैलून`)).toBe(`${'क'.repeat(58)}…`);
    // 💈 is two UTF-16 units: 31 of them do not fit, and none is halved.
    const poles = shopHeaderText('💈'.repeat(31));
    expect(poles).toBe(`${'💈'.repeat(29)}…`);
    expect(poles.length).toBeLessThanOrEqual(HEADER_MAX_CHARS);
    expect(shopHeaderText('💈'.repeat(30))).toBe('💈'.repeat(30));
  });
});
