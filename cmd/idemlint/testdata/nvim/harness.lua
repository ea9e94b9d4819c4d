-- What the scripts the TestNeovim tests run (nvim_test.go) share: start
-- `idemlint lsp` with Neovim's own client, stop it (shutdown, then exit)
-- and wait for its exit, and run a script's body, writing its result, or
-- the error it raised, as JSON to IDEMLINT_OUT before quitting.
--
-- Environment: IDEMLINT, the binary; IDEMLINT_OUT, the JSON file to
-- write; IDEMLINT_TIMEOUT, the longest wait, in milliseconds.

local M = {}

M.timeout = tonumber(os.getenv('IDEMLINT_TIMEOUT'))

-- start starts the server for a workspace at root and returns the
-- client's id and a function that returns the server's exit, once it
-- has exited.
function M.start(root)
  local exit
  local client_id = vim.lsp.start_client({
    name = 'idemlint',
    cmd = { os.getenv('IDEMLINT'), 'lsp' },
    root_dir = root,
    on_exit = function(code, signal)
      exit = { code = code, signal = signal }
    end,
  })
  assert(client_id, 'vim.lsp.start_client failed')
  return client_id, function()
    return exit
  end
end

-- stop stops the client and returns the server's exit code and signal.
function M.stop(client_id, exited)
  vim.lsp.stop_client(client_id)
  assert(vim.wait(M.timeout, function()
    return exited() ~= nil
  end, 50), 'idemlint lsp did not exit after shutdown and exit')
  return exited()
end

-- main runs body, writes what it returns (or { error = ... }) and quits,
-- with an error exit if body raised one.
function M.main(body)
  local ok, result = pcall(body)
  if not ok then
    result = { error = tostring(result) }
  end
  vim.fn.writefile({ vim.fn.json_encode(result) }, os.getenv('IDEMLINT_OUT'))
  vim.cmd(ok and 'qall!' or 'cquit!')
end

return M
