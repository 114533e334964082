/** The bank list and the branch choices, answered in place of the server's Zengin pages (/v1/banks). */
export const zenginAnswers = () => {
  const original = window.fetch;
  const json = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  window.fetch = async (input, init) => {
    const url = String(input);
    if (url.includes('/branches'))
      return json({
        bank: { code: '0005', name: '三菱UFJ銀行', kana: 'ミツビシユーエフジェイ' },
        branches: [
          { code: '001', name: '本店', kana: 'ホンテン' },
          { code: '002', name: '丸の内支店', kana: 'マルノウチ' },
        ],
      });
    if (url.includes('/v1/banks')) {
      const banks = [
        { code: '0033', name: 'PayPay銀行', kana: 'ペイペイ' },
        { code: '0005', name: '三菱UFJ銀行', kana: 'ミツビシユーエフジェイ' },
        { code: '0009', name: '三井住友銀行', kana: 'ミツイスミトモ' },
      ];
      return json({ banks, total: banks.length, nextOffset: null });
    }
    return original(input, init);
  };
  return () => {
    window.fetch = original;
  };
};
