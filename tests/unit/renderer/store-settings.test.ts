import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../renderer/src/api/errors';
import { maskTime } from '../../../renderer/src/features/store-settings/TimeInput';
import { userErrorMessage } from '../../../renderer/src/features/store-settings/users/usersApi';

describe('store settings renderer helpers', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['18', '18'],
    ['183', '18:3'],
    ['1830', '18:30'],
    ['18:30', '18:30'],
    ['18300', '18:30'],
    ['ab12cd34', '12:34'],
  ])('maskTime(%j) = %j (99:99)', (raw, masked) => expect(maskTime(raw)).toBe(masked));

  it('maps the users service failures to the form message', () => {
    const err = (status: number, body: unknown) => new ApiError('http', 'users', status, body);
    expect(userErrorMessage(err(422, { message: 'x', details: ['Um.', 'Dois.'] }))).toBe('Um.\nDois.');
    expect(userErrorMessage(err(422, { message: 'Só a mensagem.' }))).toBe('Só a mensagem.');
    expect(userErrorMessage(err(400, { message: 'Erro ao criar o usuário.', error: 'E-mail em uso.' }))).toBe(
      'E-mail em uso.',
    );
    expect(userErrorMessage(err(400, { message: 'Outro erro.' }))).toBe('Outro erro.');
    // Other failures already showed the HTTP layer's dialog.
    expect(userErrorMessage(err(500, {}))).toBeNull();
    expect(userErrorMessage(new Error('boom'))).toBe('Não foi possível salvar o usuário.');
  });
});
