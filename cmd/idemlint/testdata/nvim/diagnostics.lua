-- Run by TestNeovim (nvim_test.go) in headless Neovim, 0.7 or later, with
-- no configuration: Neovim's own LSP client starts `idemlint lsp`, opens
-- each file, waits for idemlint's diagnostics, stops the server (shutdown,
-- then exit) and writes what vim.diagnostic.get returned, as JSON.
--
-- Environment: IDEMLINT, the binary; IDEMLINT_FILES, absolute paths, one
-- a line; IDEMLINT_OUT, the JSON file to write; IDEMLINT_TIMEOUT, the wait
-- for a file's diagnostics, in milliseconds.

local out = os.getenv('IDEMLINT_OUT')

local function run()
  local files = vim.split(os.getenv('IDEMLINT_FILES'), '\n', { trimempty = true })
  local timeout = tonumber(os.getenv('IDEMLINT_TIMEOUT'))
  local exit
  local client_id = vim.lsp.start_client({
    name = 'idemlint',
    cmd = { os.getenv('IDEMLINT'), 'lsp' },
    root_dir = vim.fn.fnamemodify(files[1], ':h'),
    on_exit = function(code, signal)
      exit = { code = code, signal = signal }
    end,
  })
  assert(client_id, 'vim.lsp.start_client failed')

  local result = { files = {} }
  for _, file in ipairs(files) do
    vim.cmd('edit ' .. vim.fn.fnameescape(file))
    local bufnr = vim.api.nvim_get_current_buf()
    assert(vim.lsp.buf_attach_client(bufnr, client_id), 'vim.lsp.buf_attach_client failed for ' .. file)
    local ok = vim.wait(timeout, function()
      return #vim.diagnostic.get(bufnr) > 0
    end, 50)
    assert(ok, 'no diagnostics for ' .. file .. ' within ' .. timeout .. ' ms')
    local diagnostics = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      local lsp = (d.user_data or {}).lsp or {}
      table.insert(diagnostics, {
        lnum = d.lnum,
        col = d.col,
        end_lnum = d.end_lnum,
        end_col = d.end_col,
        severity = d.severity,
        message = d.message,
        source = d.source,
        code = lsp.code,
        href = (lsp.codeDescription or {}).href,
        related = lsp.relatedInformation or {},
      })
    end
    table.insert(result.files, { file = file, diagnostics = diagnostics })
  end

  vim.lsp.stop_client(client_id)
  assert(vim.wait(timeout, function()
    return exit ~= nil
  end, 50), 'idemlint lsp did not exit after shutdown and exit')
  result.exit = exit
  return result
end

local ok, result = pcall(run)
if not ok then
  result = { error = tostring(result) }
end
vim.fn.writefile({ vim.fn.json_encode(result) }, out)
vim.cmd(ok and 'qall!' or 'cquit!')
