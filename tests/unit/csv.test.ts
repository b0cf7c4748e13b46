import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from '@/lib/csv'

describe('CSV for Excel', () => {
  it('quotes what needs quoting (RFC 4180) and leaves plain Chinese alone', () => {
    expect(csvCell('王老师')).toBe('王老师')
    expect(csvCell('青禾, 实验小学')).toBe('"青禾, 实验小学"')
    expect(csvCell('他说"你好"')).toBe('"他说""你好"""')
    expect(csvCell('第一行\n第二行')).toBe('"第一行\n第二行"')
    expect(csvCell(' 前后空格 ')).toBe('" 前后空格 "')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","点我")')).toBe(`"'=HYPERLINK(""http://evil"",""点我"")"`)
    expect(csvCell('+8613800138000')).toBe("'+8613800138000")
    expect(csvCell('-1+1')).toBe("'-1+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('1-2')).toBe('1-2')
  })

  it('starts with the UTF-8 BOM and ends every row with CRLF', () => {
    const csv = toCsv([
      ['称呼', '手机号'],
      ['王老师', '13800138000'],
    ])
    expect(csv).toBe('\uFEFF称呼,手机号\r\n王老师,13800138000\r\n')
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })
})
